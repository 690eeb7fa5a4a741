import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { localizePath, paths, remotes } from 'shared-ui/site';
import type { RenderedHtml } from 'shared-ui/server';
// The composer every server uses (deploy-time code, like the shell's edge):
// this page is composed as theirs are.
import {
  compose,
  readAreaRoutes,
  releaseFragments,
  releaseReader,
  remoteBases,
  shellPages,
  siteReleases,
  siteRoutesOf,
} from 'shared-ui/deploy/compose.mjs';
import { areaFile, areasInForce, prefixesInForce, readAreaLocation } from 'shared-ui/deploy/area-locations.mjs';
import type { SubmittedEnquiry } from '../src/pages/contact/form/submitted-enquiry';
import type { VisitorLanguage } from './outbox';

/** What the answer is made of: the contact page's frame around a content, and the company area's render of that content. */
export interface ContactPageSources {
  /** The contact page in a language, composed as the site composes it, with `content` as its own content and no scripts. */
  compose: (language: VisitorLanguage, content: RenderedHtml) => Promise<string>;
  /** The contact page's content rendered in Node with a submission (src/render/fragments.tsx's renderContactPage). */
  render: (language: VisitorLanguage, submission: SubmittedEnquiry) => Promise<RenderedHtml>;
}

/** Where a deployment keeps what the page is made of. */
export interface ContactPageFiles {
  /** The shell's build: its frames index (dist/frames/) and its render bundle (beside it, dist-render/). */
  shellDist: string;
  /**
   * The deploy folder: areas/remote_company.json says where this area's stylesheets are linked from, and
   * every area's location file where its routes are (the header's menus), in its releases/ or elsewhere.
   */
  deployDir: string;
  /** This area's build: its fragments (dist/) and its Node bundle (dist-render/render.js). */
  areaDir: string;
  /** The site's origin (SITE_URL, as the servers take it); the frames' default without it. */
  siteUrl?: string;
}

/**
 * The sources of a deployment on disk: the shell's frame of the contact page,
 * rendered by its bundle for the routes in force (the areas' menu entries, read
 * where each area is deployed), this area's own release (its stylesheets,
 * linked from where its location file says it is deployed), and the content
 * rendered by this area's Node bundle. Bundles load on first use, so the
 * service starts without a build.
 */
export function contactPageFiles({
  shellDist,
  deployDir,
  areaDir,
  siteUrl,
}: ContactPageFiles): ContactPageSources & { missing: () => string[] } {
  type Bundle = { renderContactPage: ContactPageSources['render'] };
  let bundle: Promise<Bundle> | undefined;
  const renderBundle = join(areaDir, 'dist-render', 'render.js');
  let shell: ReturnType<typeof shellPages> | undefined;
  return {
    compose: async (language, content) => {
      // Loaded on first use; a failure (the shell not deployed yet) is tried again on the next answer.
      shell ??= shellPages(shellDist).catch((error: unknown) => {
        shell = undefined;
        throw error;
      });
      const { index: frames, frame: frameOf } = await shell;
      const origin = new URL(siteUrl || frames.defaultOrigin).origin;
      const warn = (message: string) => console.warn(message);
      const everyArea = remoteBases(areasInForce(deployDir, Object.keys(frames.remotes), warn)(), origin);
      const prefixes = prefixesInForce(deployDir, frames.prefixes, warn)();
      const read = siteReleases(join(deployDir, 'releases'), origin, releaseReader());
      const routes = siteRoutesOf(prefixes, await readAreaRoutes(everyArea, Object.keys(prefixes), read));
      const frame = await frameOf(localizePath(paths.contact, language), routes);
      const manifests = { [remotes.company.name]: readAreaLocation(deployDir, remotes.company.name) };
      const bases = remoteBases(manifests, origin);
      const build = `${pathToFileURL(join(areaDir, 'dist')).href}/`;
      const own = releaseFragments(bases, (_base, path) => releaseReader()(build, path));
      const page = await compose(frames, frame, {
        // This area's fragment (its stylesheets) with the content rendered for this answer.
        fragments: async (slot, slotLanguage) => {
          const fragment = await own(slot, slotLanguage);
          return fragment && slot.slot === 'page' ? { ...fragment, ...content } : fragment;
        },
        manifests,
        routes,
        origin,
        scripts: false,
      });
      if (page.failed.length)
        throw new Error(`the contact page lacks ${page.failed.map(({ reason }) => reason).join(', ')}`);
      return page.html;
    },
    render: async (language, submission) => {
      bundle ??= import(renderBundle) as Promise<Bundle>;
      return (await bundle).renderContactPage(language, submission);
    },
    missing: () =>
      [
        join(shellDist, 'frames', 'frames.json'),
        join(shellDist, '..', 'dist-render', 'render.js'),
        areaFile(deployDir, remotes.company.name),
        join(areaDir, 'dist', 'fragments', 'fragments.json'),
        renderBundle,
      ].filter((file) => !existsSync(file)),
  };
}

/**
 * The answer to a form post without JavaScript that cannot be accepted: the
 * contact page itself, in the visitor's language, with the shell's header and
 * footer, rendered again by the same component with what was typed and each
 * error beside its field (its title says so, and asks not to be indexed).
 * The page's scripts are left out: it answers at /api/enquiries, a URL the
 * app has no route for, and the browser that posted runs none anyway.
 * Renders run at once: each reads the copy through an i18n instance of its own (shared-ui's renderHtml).
 */
export const contactPageAnswer =
  (sources: ContactPageSources) =>
  async (language: VisitorLanguage, submission: SubmittedEnquiry): Promise<string> =>
    sources.compose(language, await sources.render(language, submission));
