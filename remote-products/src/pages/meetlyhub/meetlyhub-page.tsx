import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { PageMeta, PageStructuredData, softwareApplicationNode } from 'shared-ui';
import { paths } from 'shared-ui/site';
import { useLanguage } from 'shared-i18n';
import { meetlyhubFeatures, meetlyhubName } from '../../data/meetlyhub';
import { MeetlyHubHero } from './sections/hero/hero';
import { MeetlyHubStats } from './sections/stats/stats';
import { MeetlyHubCollaboration } from './sections/collaboration/collaboration';
import { MeetlyHubDashboard } from './sections/dashboard/dashboard';
import { MeetlyHubFeatures } from './sections/features/features';
import { MeetlyHubBenefits } from './sections/benefits/benefits';
import { MeetlyHubUseCases } from './sections/use-cases/use-cases';
import { MeetlyHubIntegrations } from './sections/integrations/integrations';
import { MeetlyHubSpecs } from './sections/specs/specs';
import { MeetlyHubCta } from './sections/cta/cta';

/** /meetlyhub, top to bottom. */
export default function MeetlyHubPage() {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const features = t('meetlyhub.features.items', { returnObjects: true });
  const product = softwareApplicationNode(language, paths.meetlyhub, 'CommunicationApplication', {
    name: meetlyhubName,
    description: t('meetlyhub.meta.description'),
    features: meetlyhubFeatures.map(({ id }) => features[id].title),
    operatingSystem: t('meetlyhub.specs.rows.platforms.value'),
  });
  return (
    <>
      <PageMeta
        title={t('meetlyhub.meta.title')}
        description={t('meetlyhub.meta.description')}
        path={paths.meetlyhub}
      />
      <PageStructuredData path={paths.meetlyhub} name={t('nav.meetlyhub', { ns: 'common' })} nodes={[product]} />
      <MeetlyHubHero />
      <MeetlyHubStats />
      <MeetlyHubCollaboration />
      <MeetlyHubDashboard />
      <MeetlyHubFeatures />
      <MeetlyHubBenefits />
      <MeetlyHubUseCases />
      <MeetlyHubIntegrations />
      <MeetlyHubSpecs />
      <MeetlyHubCta />
    </>
  );
}
