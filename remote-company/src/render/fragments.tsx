// The company area's pages as HTML, rendered in Node by its own build
// (shared-ui/build/render-fragments.ts): the same components the shell loads.
// The enquiry service (server/contact-page.ts) loads this bundle too, to
// render the contact page with a submission it could not accept.
import { localizePath, paths } from 'shared-ui';
import type { Language } from 'shared-i18n';
import { renderFragments } from 'shared-ui/server';
import { renderHtml, type RenderedHtml } from 'shared-ui/server/render-html';
import AboutPage from '../pages/about/about-page';
import ProjectsPage from '../pages/projects/projects-page';
import CareersPage from '../pages/careers/careers-page';
import ContactPage from '../pages/contact/contact-page';
import { SubmittedEnquiryContext, type SubmittedEnquiry } from '../pages/contact/form/submitted-enquiry';
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

/** The contact page with an enquiry the service could not accept: its values in the form, its errors beside the fields. */
export const renderContactPage = (language: Language, submission: SubmittedEnquiry): Promise<RenderedHtml> =>
  renderHtml(
    <SubmittedEnquiryContext.Provider value={submission}>
      <ContactPage />
    </SubmittedEnquiryContext.Provider>,
    localizePath(paths.contact, language),
    language,
  );
