import { LegalPage } from '../legal/legal-page';

export default function TermsOfServicePage() {
  return <LegalPage document="terms" />;
}
