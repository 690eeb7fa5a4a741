// The contract between the company area's enquiry service and the shell's
// edge for the answer to a form posted without JavaScript that cannot be
// accepted (a 400 or a 429): the contact page's content, rendered again with
// what was typed and each error beside its field. The edge asks for it by
// Accept, naming the version it reads, and composes it into the contact
// page's frame; the service answers a version the request names, and anyone
// else a minimal page of its own. So either can be deployed first, and the
// service makes no page of the shell's.
import * as v from 'valibot';

/** Bump on any change an older reader would misread: an edge reads the versions its Accept names. */
const contract = 1;

const mediaType = 'application/vnd.kestrel.enquiry-answer+json';

/** The answer's media type, with the version it is written in: what the edge asks for and the service answers. */
export const enquiryAnswerType = `${mediaType}; version=${contract}`;

const enquiryAnswerSchema = v.strictObject({
  contract: v.literal(contract),
  /** The language the content is in: the contact page's frame is this language's. */
  language: v.picklist(['en', 'fr']),
  /** The page's head tags: its title (saying the form was not sent) and the request not to index it. */
  head: v.string(),
  /** The contact page's content, as the company area renders it. */
  body: v.string(),
});
/** @typedef {v.InferOutput<typeof enquiryAnswerSchema>} EnquiryAnswer */

/**
 * Whether a request's Accept, or an answer's Content-Type, names this contract's type and version.
 * @param {string | undefined} header
 */
export const namesEnquiryAnswer = (header) =>
  (header ?? '').split(',').some((entry) => {
    // A parameter's value may be quoted (version="1"), as Fastify writes it.
    const [type, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase().replaceAll('"', ''));
    return type === mediaType && parameters.includes(`version=${contract}`);
  });

/**
 * An answer's body, read through its schema: an error naming what is wrong for any other version or shape.
 * @param {string} text
 * @returns {EnquiryAnswer}
 */
export function readEnquiryAnswer(text) {
  const parsed = v.safeParse(enquiryAnswerSchema, JSON.parse(text));
  if (parsed.success) return parsed.output;
  throw new Error(`not an enquiry answer of contract ${contract}: ${parsed.issues[0].message}`);
}

/**
 * An answer's body for a content rendered in a language.
 * @param {Omit<EnquiryAnswer, 'contract'>} answer
 */
export const writeEnquiryAnswer = ({ language, head, body }) => JSON.stringify({ contract, language, head, body });

/**
 * The content as a minimal page of its own, for whoever cannot compose it (the service asked without the
 * contract's Accept, or an edge whose composition failed): no header, footer or stylesheet, nothing typed lost.
 * @param {Omit<EnquiryAnswer, 'contract'>} answer
 */
export const minimalPage = ({ language, head, body }) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}</head><body><main>${body}</main></body></html>`;
