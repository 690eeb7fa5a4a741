import type { AreaElements } from 'shared-ui/server';
import AboutPage from './pages/about/about-page';
import ProjectsPage from './pages/projects/projects-page';
import CareersPage from './pages/careers/careers-page';
import PositionPage from './pages/position/position-page';
import ContactPage from './pages/contact/contact-page';
import EnquirySentPage from './pages/enquiry-sent/enquiry-sent-page';
import PrivacyPolicyPage from './pages/privacy-policy/privacy-policy-page';
import TermsOfServicePage from './pages/terms-of-service/terms-of-service-page';
import AccessibilityStatementPage from './pages/accessibility/accessibility-statement-page';

/**
 * The modules this area exposes (module-federation.config.ts), as elements:
 * rendered in Node at build time (render/fragments.tsx) and run alone by
 * `pnpm dev` (bootstrap.tsx), on the routes shared-ui/site gives them.
 */
export const exposedElements: AreaElements<'company'> = {
  AboutPage: <AboutPage />,
  ProjectsPage: <ProjectsPage />,
  CareersPage: <CareersPage />,
  PositionPage: <PositionPage />,
  ContactPage: <ContactPage />,
  EnquirySentPage: <EnquirySentPage />,
  PrivacyPolicyPage: <PrivacyPolicyPage />,
  TermsOfServicePage: <TermsOfServicePage />,
  AccessibilityStatementPage: <AccessibilityStatementPage />,
};
