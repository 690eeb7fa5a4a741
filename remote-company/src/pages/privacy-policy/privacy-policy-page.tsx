import { LegalPage } from '../legal/legal-page';

export default function PrivacyPolicyPage() {
  return <LegalPage document="privacy" />;
}
