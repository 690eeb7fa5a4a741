import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { PageMeta, paths } from 'shared-ui';
import { useLanguage } from 'shared-i18n';
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
  return (
    <>
      <PageMeta
        title={t('meetlyhub.meta.title')}
        description={t('meetlyhub.meta.description')}
        path={paths.meetlyhub}
        language={language}
      />
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
