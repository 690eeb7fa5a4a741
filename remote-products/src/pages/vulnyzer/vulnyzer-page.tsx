import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { PageMeta, paths } from 'shared-ui';
import { useLanguage } from 'shared-i18n';
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
  return (
    <>
      <PageMeta
        title={t('vulnyzer.meta.title')}
        description={t('vulnyzer.meta.description')}
        path={paths.vulnyzer}
        language={language}
      />
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
