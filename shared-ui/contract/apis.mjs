// The site's APIs behind the edge: the field reports' collector and the
// company area's enquiry service. Where each is served and the most its
// request body may take: the edge reads every body itself up to its API's
// limit (shell/edge/plugins/api.ts) and refuses a larger or slower one with
// the answer the service would give; each service keeps the same limit for
// whoever reaches it directly.

export const apis = {
  /** The collector (field/collector): a batch of reports, at most this many bytes as sent. */
  field: { path: '/api/field/', maxBodyBytes: 32 * 1024 },
  /** The enquiry service (remote-company/server): 5,000 characters percent-encoded (6 bytes each at most) and the rest. */
  enquiries: { path: '/api/enquiries', maxBodyBytes: 64 * 1024 },
};

/**
 * The API a request's path is for: the collector's prefix, else the enquiry service's (which answers 404 for
 * anything else of /api/).
 * @param {string} url
 */
export const apiOf = (url) => (url.startsWith(apis.field.path) ? apis.field : apis.enquiries);

/** Why a request's body was refused before a service read it, as the collector names it: its JSON answer's `error`. */
export const bodyRefusals = { 413: 'too-large', 408: 'too-slow' };

const formCopy = {
  en: {
    title: 'Your message has not been sent',
    413: 'Your message is too long to send. Please shorten it and try again.',
    408: 'Your message took too long to arrive. Please go back to the contact page and send it again.',
    back: 'Back to the contact page',
  },
  fr: {
    title: 'Votre message n’a pas été envoyé',
    413: 'Votre message est trop long pour être envoyé. Veuillez le raccourcir, puis réessayer.',
    408: 'Votre message a mis trop de temps à arriver. Veuillez revenir à la page de contact pour l’envoyer de nouveau.',
    back: 'Retour à la page de contact',
  },
};

/**
 * What a contact form posted without JavaScript is told when its body was refused unread (nothing typed can be
 * given back): a heading and the way back to the form, in the language of the page that posted it.
 * @param {'en' | 'fr'} language
 * @param {keyof typeof bodyRefusals} status
 * @param {string} contactPage the contact page's path in `language`
 */
export function refusedFormContent(language, status, contactPage) {
  const copy = formCopy[language];
  return {
    language,
    head: `<title>${copy.title} | Kestrel Technologies</title><meta name="robots" content="noindex">`,
    body: `<h1>${copy.title}</h1><p>${copy[status]}</p><p><a href="${contactPage}">${copy.back}</a></p>`,
  };
}
