import { LegalPage } from '../legal/legal-page';
import { ReportObjection } from './report-objection/report-objection';

/** The privacy policy, whose section on cookies, local storage and page reports ends with the switch that turns them off. */
export default function PrivacyPolicyPage() {
  return <LegalPage document="privacy" sectionEnds={{ cookies: <ReportObjection /> }} />;
}
