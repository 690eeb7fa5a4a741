import { startStandalone } from 'shared-ui/standalone';
import { paths } from 'shared-ui';
import AboutPage from './pages/about/about-page';
import ProjectsPage from './pages/projects/projects-page';
import CareersPage from './pages/careers/careers-page';
import ContactPage from './pages/contact/contact-page';
import EnquirySentPage from './pages/enquiry-sent/enquiry-sent-page';
import PrivacyPolicyPage from './pages/privacy-policy/privacy-policy-page';
import TermsOfServicePage from './pages/terms-of-service/terms-of-service-page';

// `pnpm --filter remote-company dev`: this area's pages without the shell.
void startStandalone({
  area: 'company',
  routes: [
    { path: paths.about, element: <AboutPage />, label: paths.about },
    { path: paths.projects, element: <ProjectsPage />, label: paths.projects },
    { path: paths.careers, element: <CareersPage />, label: paths.careers },
    { path: paths.contact, element: <ContactPage />, label: paths.contact },
    { path: paths.enquirySent, element: <EnquirySentPage />, label: paths.enquirySent },
    { path: paths.privacy, element: <PrivacyPolicyPage />, label: paths.privacy },
    { path: paths.terms, element: <TermsOfServicePage />, label: paths.terms },
  ],
});
