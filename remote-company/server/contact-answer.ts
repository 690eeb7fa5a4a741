import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedHtml } from 'shared-ui/server';
import { writeEnquiryAnswer } from 'shared-ui/deploy/enquiry-answer.mjs';
import type { SubmittedEnquiry } from '../src/pages/contact/form/submitted-enquiry';
import type { VisitorLanguage } from './outbox';

/** The contact page's content rendered in Node with a submission (src/render/fragments.tsx's renderContactPage). */
export type RenderContact = (language: VisitorLanguage, submission: SubmittedEnquiry) => Promise<RenderedHtml>;

/**
 * This area's Node bundle (dist-render/render.js, beside its dist/), loaded on first use so that the service
 * starts without a build; `missing` names it while it is not there.
 */
export function contactRender(areaDir: string): { render: RenderContact; missing: () => string[] } {
  const file = join(areaDir, 'dist-render', 'render.js');
  let bundle: Promise<{ renderContactPage: RenderContact }> | undefined;
  return {
    render: async (language, submission) => {
      bundle ??= (import(file) as Promise<{ renderContactPage: RenderContact }>).catch((error: unknown) => {
        // Tried again on the next answer: the area may be built by then.
        bundle = undefined;
        throw error;
      });
      return (await bundle).renderContactPage(language, submission);
    },
    missing: () => (existsSync(file) ? [] : [file]),
  };
}

/**
 * The answer to a form post without JavaScript that cannot be accepted: the contact page's content rendered
 * again by the same component, with what was typed and each error beside its field (its title says so, and
 * asks not to be indexed). For the site's edge, which asks for it by Accept, the fragment it composes into the
 * contact page's frame (shared-ui/deploy/enquiry-answer.mjs); for anyone else, a minimal page of this area's
 * own. Neither carries a script: the browser that posted runs none.
 */
export const contactAnswer = (language: VisitorLanguage, content: RenderedHtml, asFragment: boolean) =>
  asFragment
    ? writeEnquiryAnswer({ language, ...content })
    : `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${content.head}</head><body><main>${content.body}</main></body></html>`;
