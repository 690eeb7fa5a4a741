// The contract between the company area's enquiry service and the shell's
// edge for the answer to a form posted without JavaScript that cannot be
// accepted (a 400 or a 429): the contact page's content, rendered again with
// what was typed and each error beside its field. The edge asks for it by
// Accept and composes it into the contact page's frame; the service, asked
// by anyone else, answers a minimal page of its own. So either can be
// deployed first, and the service makes no page of the shell's.
import * as v from 'valibot';

/** The media type the edge asks for, and the service answers the fragment under. */
export const enquiryAnswerType = 'application/vnd.kestrel.enquiry-answer+json';

/** Bump on any change an older reader would misread; keep reading the previous one until both sides have moved. */
export const enquiryAnswerContract = 1;

const enquiryAnswerSchema = v.strictObject({
  contract: v.literal(enquiryAnswerContract),
  /** The language the content is in: the contact page's frame is this language's. */
  language: v.picklist(['en', 'fr']),
  /** The page's head tags: its title (saying the form was not sent) and the request not to index it. */
  head: v.string(),
  /** The contact page's content, as the company area renders it. */
  body: v.string(),
});
/** @typedef {v.InferOutput<typeof enquiryAnswerSchema>} EnquiryAnswer */

/**
 * Whether an answer's Content-Type is this contract's.
 * @param {string | undefined} contentType
 */
export const isEnquiryAnswer = (contentType) => contentType?.split(';')[0]?.trim() === enquiryAnswerType;

/**
 * An answer's body, read through its schema: an error naming what is wrong for any other version or shape.
 * @param {string} text
 * @returns {EnquiryAnswer}
 */
export function readEnquiryAnswer(text) {
  const parsed = v.safeParse(enquiryAnswerSchema, JSON.parse(text));
  if (parsed.success) return parsed.output;
  throw new Error(`not an enquiry answer of contract ${enquiryAnswerContract}: ${parsed.issues[0].message}`);
}

/**
 * An answer's body for a content rendered in a language.
 * @param {Omit<EnquiryAnswer, 'contract'>} answer
 */
export const writeEnquiryAnswer = ({ language, head, body }) =>
  JSON.stringify({ contract: enquiryAnswerContract, language, head, body });
