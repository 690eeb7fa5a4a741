import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedHtml } from 'shared-ui/server';
import { minimalPage, writeEnquiryAnswer } from 'shared-ui/contract/enquiry-answer';
import type { SubmittedEnquiry } from '../src/pages/contact/form/submitted-enquiry';
import type { VisitorLanguage } from './outbox';

/** The contact page's content rendered in Node with a submission (src/render/fragments.tsx's renderContactPage). */
export type RenderContact = (language: VisitorLanguage, submission: SubmittedEnquiry) => Promise<RenderedHtml>;

type Bundle = { renderContactPage: RenderContact };

/**
 * This area's Node bundle (dist-render/render.js, beside its dist/), loaded on first use so that the service
 * starts without a build, and again after a failure (the area may be built since); `missing` names it while it
 * is not there.
 */
export function contactRender(
  areaDir: string,
  load = (file: string) => import(file) as Promise<Bundle>,
): { render: RenderContact; missing: () => string[] } {
  const file = join(areaDir, 'dist-render', 'render.js');
  let bundle: Promise<Bundle> | undefined;
  return {
    render: async (language, submission) => {
      bundle ??= load(file).catch((error: unknown) => {
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
 * contact page's frame (shared-ui/contract/enquiry-answer.mjs); for anyone else, a minimal page of this area's
 * own. Neither carries a script: the browser that posted runs none.
 */
export const contactAnswer = (language: VisitorLanguage, content: RenderedHtml, asFragment: boolean) =>
  asFragment ? writeEnquiryAnswer({ language, ...content }) : minimalPage({ language, ...content });
