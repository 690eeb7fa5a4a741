import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { browserOnly, remoteNames, sharedDependencies } from 'shared-ui/build/federation';

export default createModuleFederationConfig({
  name: remoteNames.company,
  exposes: {
    './AboutPage': './src/pages/about/about-page.tsx',
    './ProjectsPage': './src/pages/projects/projects-page.tsx',
    './CareersPage': './src/pages/careers/careers-page.tsx',
    './ContactPage': './src/pages/contact/contact-page.tsx',
    './EnquirySentPage': './src/pages/enquiry-sent/enquiry-sent-page.tsx',
    './PrivacyPolicyPage': './src/pages/privacy-policy/privacy-policy-page.tsx',
    './TermsOfServicePage': './src/pages/terms-of-service/terms-of-service-page.tsx',
  },
  shared: sharedDependencies,
  // A fixed name (not hashed) so nginx can revalidate it like the manifest.
  filename: 'remoteEntry.js',
  shareStrategy: 'loaded-first',
  // In the production build the shell provides the federation runtime: one
  // copy on the page, not one per remote. Dev keeps it, so the remote's
  // standalone page (pnpm dev) still runs alone.
  experiments: { externalRuntime: process.env.NODE_ENV === 'production', optimization: browserOnly },
  dts: false,
});
