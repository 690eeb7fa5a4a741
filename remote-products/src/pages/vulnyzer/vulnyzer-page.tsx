import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { PageMeta, PageStructuredData, softwareApplicationNode } from 'shared-ui';
import { paths } from 'shared-ui/site';
import { useLanguage } from 'shared-i18n';
import { vulnyzerFeatures, vulnyzerName } from '../../data/vulnyzer';
import { VulnyzerHero } from './sections/hero/hero';
import { VulnyzerStats } from './sections/stats/stats';
import { VulnyzerOverview } from './sections/overview/overview';
import { VulnyzerArchitecture } from './sections/architecture/architecture';
import { VulnyzerFeatures } from './sections/features/features';
import { VulnyzerBenefits } from './sections/benefits/benefits';
import { VulnyzerUseCases } from './sections/use-cases/use-cases';
import { VulnyzerSpecs } from './sections/specs/specs';
import { VulnyzerCta } from './sections/cta/cta';

/** /vulnyzer-platform, top to bottom. */
export default function VulnyzerPage() {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const features = t('vulnyzer.features.items', { returnObjects: true });
  const product = softwareApplicationNode(language, paths.vulnyzer, 'SecurityApplication', {
    name: vulnyzerName,
    description: t('vulnyzer.meta.description'),
    features: vulnyzerFeatures.map(({ id }) => features[id].title),
  });
  return (
    <>
      <PageMeta title={t('vulnyzer.meta.title')} description={t('vulnyzer.meta.description')} path={paths.vulnyzer} />
      <PageStructuredData path={paths.vulnyzer} name={t('nav.vulnyzer', { ns: 'common' })} nodes={[product]} />
      <VulnyzerHero />
      <VulnyzerStats />
      <VulnyzerOverview />
      <VulnyzerArchitecture />
      <VulnyzerFeatures />
      <VulnyzerBenefits />
      <VulnyzerUseCases />
      <VulnyzerSpecs />
      <VulnyzerCta />
    </>
  );
}
