// The company area's pages as HTML, rendered in Node by its own build
// (shared-ui/build/render-fragments.ts): the same components the shell loads.
import { paths } from 'shared-ui';
import { renderFragments } from 'shared-ui/server';
import AboutPage from '../pages/about/about-page';
import ProjectsPage from '../pages/projects/projects-page';
import CareersPage from '../pages/careers/careers-page';
import ContactPage from '../pages/contact/contact-page';
import EnquirySentPage from '../pages/enquiry-sent/enquiry-sent-page';
import PrivacyPolicyPage from '../pages/privacy-policy/privacy-policy-page';
import TermsOfServicePage from '../pages/terms-of-service/terms-of-service-page';

export const render = () =>
  renderFragments({
    pages: [
      { path: paths.about, module: 'AboutPage', element: <AboutPage /> },
      { path: paths.projects, module: 'ProjectsPage', element: <ProjectsPage /> },
      { path: paths.careers, module: 'CareersPage', element: <CareersPage /> },
      { path: paths.contact, module: 'ContactPage', element: <ContactPage /> },
      { path: paths.enquirySent, module: 'EnquirySentPage', element: <EnquirySentPage /> },
      { path: paths.privacy, module: 'PrivacyPolicyPage', element: <PrivacyPolicyPage /> },
      { path: paths.terms, module: 'TermsOfServicePage', element: <TermsOfServicePage /> },
    ],
  });
