import { remoteFederationConfig } from 'shared-ui/build/federation';

export default remoteFederationConfig('company', {
  AboutPage: './src/pages/about/about-page.tsx',
  ProjectsPage: './src/pages/projects/projects-page.tsx',
  CareersPage: './src/pages/careers/careers-page.tsx',
  PositionPage: './src/pages/position/position-page.tsx',
  ContactPage: './src/pages/contact/contact-page.tsx',
  EnquirySentPage: './src/pages/enquiry-sent/enquiry-sent-page.tsx',
  PrivacyPolicyPage: './src/pages/privacy-policy/privacy-policy-page.tsx',
  AccessibilityStatementPage: './src/pages/accessibility/accessibility-statement-page.tsx',
  TermsOfServicePage: './src/pages/terms-of-service/terms-of-service-page.tsx',
});
