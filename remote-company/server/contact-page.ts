import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TFunction } from 'i18next';
import { localizePath, paths, remotes } from 'shared-ui/site';
import type { RenderedHtml } from 'shared-ui/server';
// The composer every server uses (deploy-time code, like the shell's edge):
// this page is composed as theirs are.
import { composePage, folderFragments, readFrames, remoteBases } from 'shared-ui/deploy/compose.mjs';
import type { SubmittedEnquiry } from '../src/pages/contact/form/submitted-enquiry';
import type { VisitorLanguage } from './outbox';

/** What the answer is made of: the contact page as the site composes it, and the company area's render of its content. */
export interface ContactPageSources {
  /** The composed contact page (the shell's frame around this area's content) in a language. */
  page: (language: VisitorLanguage) => Promise<string>;
  /** The contact page's content rendered in Node with a submission (src/render/fragments.tsx's renderContactPage). */
  render: (language: VisitorLanguage, submission: SubmittedEnquiry) => Promise<RenderedHtml>;
}

/** Where a deployment keeps what the page is made of. */
export interface ContactPageFiles {
  /** The shell's build: its frames (dist/frames/). */
  shellDist: string;
  /** The deploy-time remotes.json: where this area's stylesheets are linked from. */
  remotesJson: string;
  /** This area's build: its fragments (dist/) and its Node bundle (dist-render/render.js). */
  areaDir: string;
  /** The site's origin (SITE_URL, as the servers take it); the frames' default without it. */
  siteUrl?: string;
}

/** The enquiry form in a page's HTML. Forms cannot nest, so the first end tag after it closes it. */
const formElement = /<form\b[^>]*>[\s\S]*?<\/form>/;
/** The app's scripts and what is fetched early for them (remotes.json); fonts stay preloaded. */
const scripts =
  /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\bas="(?:fetch|script)"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*>/g;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The sources of a deployment on disk: the page composed from the shell's
 * frame and this area's own fragments (no request to another server), the
 * form rendered by this area's Node bundle, loaded on first use, so the
 * service starts without a build.
 */
export function contactPageFiles({
  shellDist,
  remotesJson,
  areaDir,
  siteUrl,
}: ContactPageFiles): ContactPageSources & { missing: () => string[] } {
  type Bundle = { renderContactPage: ContactPageSources['render'] };
  let bundle: Promise<Bundle> | undefined;
  const renderBundle = join(areaDir, 'dist-render', 'render.js');
  const fetchFragment = folderFragments({ [remotes.company.name]: join(areaDir, 'dist') });
  return {
    page: async (language) => {
      const frames = readFrames(shellDist);
      const frame = frames.byUrl.get(localizePath(paths.contact, language));
      if (!frame) throw new Error('the shell has no frame for the contact page');
      const origin = new URL(siteUrl || frames.defaultOrigin).origin;
      const bases = remoteBases(JSON.parse(await readFile(remotesJson, 'utf8')) as Record<string, string>, origin);
      const { html, failed } = await composePage(shellDist, frames, frame, { fetchFragment, bases, origin });
      if (failed.length > 0) throw new Error(`the contact page lacks ${failed.join(', ')}`);
      return html;
    },
    render: async (language, submission) => {
      bundle ??= import(renderBundle) as Promise<Bundle>;
      return (await bundle).renderContactPage(language, submission);
    },
    missing: () =>
      [
        join(shellDist, 'frames', 'frames.json'),
        remotesJson,
        join(areaDir, 'dist', 'fragments', 'fragments.json'),
        renderBundle,
      ].filter((file) => !existsSync(file)),
  };
}

/**
 * The answer to a form post without JavaScript that cannot be accepted: the
 * contact page itself, in the visitor's language, with the shell's header and
 * footer, its form rendered again by the same component with what was typed
 * and each error beside its field (the rest is the composed page as served).
 * The page's scripts are left out: it answers at /api/enquiries, a URL the
 * app has no route for, and the browser that posted runs none anyway.
 */
export function contactPageAnswer(sources: ContactPageSources, copy: Record<VisitorLanguage, TFunction<'company'>>) {
  // Renders run at once: each reads the copy through an i18n instance of its own (shared-ui's renderHtml).
  return async (language: VisitorLanguage, submission: SubmittedEnquiry): Promise<string> => {
    const [{ body }, page] = await Promise.all([sources.render(language, submission), sources.page(language)]);
    const form = formElement.exec(body)?.[0];
    if (!form || !formElement.test(page)) throw new Error('the contact page has no enquiry form');
    const problem = escapeHtml(String(copy[language]('contact.formPage.title')));
    return page
      .replace(scripts, '')
      .replace(formElement, () => form)
      .replace(/<title>/, () => `<title>${problem} – `)
      .replace('</head>', () => '<meta name="robots" content="noindex"></head>');
  };
}
