// The company area's pages as HTML, rendered in Node by its own build
// (shared-ui/build/render-in-node.ts): the same components the shell loads.
// The enquiry service (server/contact-answer.ts) loads this bundle too, to
// render the contact page with a submission it could not accept.
import { addCopy, type Language } from 'shared-i18n';
import { localizePath, paths } from 'shared-ui/site';
import { renderFragments, renderHtml, type RenderedHtml } from 'shared-ui/server';
import { exposedElements } from '../exposed';
import { companyRoutes } from '../routes';
import ContactPage from '../pages/contact/contact-page';
import { SubmittedEnquiryContext, type SubmittedEnquiry } from '../pages/contact/form/submitted-enquiry';
import { companyCopyParts } from '../i18n/copy-parts';
import { companyInteractiveParts } from '../interactive-parts';
import { companyEn } from '../locales/en';
import { companyFr } from '../locales/fr';

const copy = { en: companyEn, fr: companyFr };

export const render = () =>
  renderFragments('company', exposedElements, companyRoutes, copy, companyCopyParts, companyInteractiveParts);

/** The contact page with an enquiry the service could not accept: its values in the form, its errors beside the fields. */
export const renderContactPage = (language: Language, submission: SubmittedEnquiry): Promise<RenderedHtml> => {
  addCopy(language, { company: copy[language] });
  return renderHtml(
    <SubmittedEnquiryContext.Provider value={submission}>
      <ContactPage />
    </SubmittedEnquiryContext.Provider>,
    localizePath(paths.contact, language),
    language,
  );
};
