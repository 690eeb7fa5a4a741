import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import type { Copy } from 'shared-i18n';
import type { RenderedFragment } from '../src/server/render-fragments';
import { criticalCssOf } from '../src/server/critical-css';
import { stylesheetPlans } from './critical-css';
import { htmlCspViolations } from '../server-kit/html-csp.mjs';
import {
  blockFile,
  fragmentFile,
  fragmentsContract,
  queryFragmentFile,
  type Fragment,
  type FragmentsIndex,
} from '../contract/fragments.mjs';
import { blockCopyFile, pageCopyFile } from '../contract/copy-sources.mjs';
import { partAttribute, partNeedAttribute } from '../src/site/interactive-parts';
import { queryKey } from '../contract/page-query.mjs';

/** Where an app's Node bundle goes: beside dist/, never served. */
const renderDistDir = 'dist-render';

/**
 * A production build of an app has two environments: `web`, the browser
 * build with Module Federation, and `node`, a bundle of the same components
 * for rendering its pages in Node (no federation: each area renders only its
 * own code). Development builds the browser app only.
 */
export function renderEnvironments(entry: string): RsbuildConfig {
  if (process.env.NODE_ENV !== 'production') return {};
  return {
    environments: {
      web: {},
      node: {
        source: { entry: { render: entry } },
        output: {
          target: 'node',
          distPath: { root: renderDistDir },
          filenameHash: false,
          minify: false,
          // The Node bundle renders at build time only; nothing of it is served.
          manifest: false,
        },
        performance: { chunkSplit: { strategy: 'all-in-one' } },
      },
    },
  };
}

/** The Node bundle's exports (src/render/*.tsx of each app). */
type RenderBundle<T> = { render: () => Promise<T> };

/** After the build, runs the Node bundle's render() and hands its result on. */
export function pluginRenderInNode<T>(write: (rendered: T, distPath: string) => void): RsbuildPlugin {
  return {
    name: 'render-in-node',
    setup(api) {
      if (process.env.NODE_ENV !== 'production') return;
      api.onAfterBuild(async ({ environments }) => {
        const node = environments.node;
        const web = environments.web;
        if (!node || !web) return;
        const file = join(node.distPath, 'render.js');
        const loaded = (await import(pathToFileURL(file).href)) as RenderBundle<T> & { default?: RenderBundle<T> };
        const bundle = typeof loaded.render === 'function' ? loaded : loaded.default;
        if (!bundle) throw new Error(`${file} exports no render()`);
        const started = Date.now();
        write(await bundle.render(), web.distPath);
        api.logger.info(`rendered pages in Node in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      });
    },
  };
}

/** Stylesheets (relative to the remote's base URL) that an exposed module loads with it, from its mf-manifest.json. */
function stylesheetsOf(distPath: string, module: string): string[] {
  const manifest = JSON.parse(readFileSync(join(distPath, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { css: { sync: string[] } } }[];
  };
  return manifest.exposes.find((expose) => expose.name === module)?.assets.css.sync ?? [];
}

/** The value of an attribute in a start tag as React renders it (its value escaped, between double quotes). */
const attributeOf = (tag: string, attribute: string) => new RegExp(`\\s${attribute}="([^"]*)"`).exec(tag)?.[1];

/** The interactive parts a view's HTML carries: each element's data-part, with its data-part-needs. */
function partsInHtml(html: string): { name: string; needs: string | undefined }[] {
  return [...html.matchAll(/<[a-zA-Z][^<>]*>/g)].flatMap(([tag]) => {
    const name = attributeOf(tag, partAttribute);
    return name === undefined ? [] : [{ name, needs: attributeOf(tag, partNeedAttribute) }];
  });
}

/**
 * What a view's HTML and the area's declaration of its parts (src/interactive-parts.ts) disagree on: a declared
 * part the HTML lacks or marks with other needs, a part in the HTML the declaration does not list for its module.
 */
function partsProblems(module: string, declared: RenderedFragment['parts'], html: string): string[] {
  const found = partsInHtml(html);
  const problems: string[] = [];
  for (const { name, needs } of declared) {
    const marked = found.filter((part) => part.name === name);
    if (!marked.length)
      problems.push(`it declares part ${name} (${needs}), but no element of its HTML has ${partAttribute}="${name}"`);
    for (const part of marked)
      if (part.needs !== needs)
        problems.push(
          `its part ${name} is declared '${needs}', but its HTML has ${part.needs === undefined ? `no ${partNeedAttribute}` : `${partNeedAttribute}="${part.needs}"`}`,
        );
  }
  for (const { name } of found)
    if (!declared.some((part) => part.name === name))
      problems.push(
        `its HTML has ${partAttribute}="${name}", which src/interactive-parts.ts does not declare for ${module}`,
      );
  return [...new Set(problems)];
}

/**
 * Writes a remote's rendered pages and blocks as dist/fragments/ (the
 * contract: shared-ui/contract/fragments.mjs): one JSON file per page or block and
 * language, with its head tags, the stylesheets its module loads (relative
 * to the remote's base URL), the part of them its content uses (its critical
 * CSS, which the composer inlines), its content and its copy (a page again for each value of the query it
 * takes), and fragments.json naming them with the interactive parts each view shows (as the area declares them: the same in both languages;
 * a view whose HTML disagrees with the declaration fails the build, naming the view and the part);
 * and each view's copy again under copy/ (copy-sources.mjs), for the app to fetch with the view's code.
 */
export function writeFragments(name: string) {
  return (rendered: RenderedFragment[], distPath: string): void => {
    const root = join(distPath, 'fragments');
    rmSync(root, { recursive: true, force: true });
    const index: FragmentsIndex = { contract: fragmentsContract, name, pages: {}, blocks: {} };
    const planOf = stylesheetPlans(distPath);
    /** One matcher per list of stylesheets (each exposed module's). */
    const matchers = new Map<string, (html: string) => string>();
    const criticalCss = (stylesheets: string[], html: string) => {
      const key = stylesheets.join(' ');
      let matcher = matchers.get(key);
      if (!matcher) matchers.set(key, (matcher = criticalCssOf(stylesheets.map(planOf))));
      return matcher(html);
    };
    const copyRoot = join(distPath, 'copy');
    rmSync(copyRoot, { recursive: true, force: true });
    /** The copy of a view in a language, as the app fetches it on a navigation or a switch of language. */
    const writeCopy = (relative: string, copy: Copy) => {
      mkdirSync(dirname(join(distPath, relative)), { recursive: true });
      writeFileSync(join(distPath, relative), JSON.stringify(copy));
    };
    const write = (relative: string, fragment: Fragment) => {
      const violations = htmlCspViolations(fragment.head + fragment.body);
      if (violations.length) throw new Error(`fragments/${relative}: ${violations.join('; ')}`);
      mkdirSync(dirname(join(root, relative)), { recursive: true });
      writeFileSync(join(root, relative), JSON.stringify(fragment));
      return relative;
    };
    for (const { kind, language, module, path, query, head, body, copy, parts } of rendered) {
      const problems = partsProblems(module, parts, body);
      const view = kind === 'page' ? `${path}${query ? `?${queryKey(query)}` : ''}` : 'home block';
      if (problems.length) throw new Error(`${name} ${module} ${view} (${language}): ${problems.join('; ')}`);
      const stylesheets = stylesheetsOf(distPath, module);
      const css = criticalCss(stylesheets, body);
      const fragment = { head, stylesheets, css, body, copy: copy as Fragment['copy'] };
      if (kind === 'page' && path && query) {
        // The page for one of its queries: its own file, named in the page's entry (written before it).
        const entry = index.pages[path];
        if (!entry) throw new Error(`${name} ${view} is rendered before the page itself`);
        const queries = (entry.queries ??= []);
        let files = queries.find((known) => queryKey(known.query) === queryKey(query));
        if (!files) queries.push((files = { query, en: '', fr: '' }));
        files[language] = write(queryFragmentFile(path, language, query), fragment);
      } else if (kind === 'page' && path) {
        const entry = (index.pages[path] ??= { module, en: '', fr: '', parts });
        entry[language] = write(fragmentFile(path, language), fragment);
        writeCopy(pageCopyFile(path, language), copy);
      } else {
        const entry = (index.blocks[module] ??= { en: '', fr: '', parts });
        entry[language] = write(blockFile(module, language), { ...fragment, head: '' });
        writeCopy(blockCopyFile(module, language), copy);
      }
    }
    writeFileSync(join(root, 'fragments.json'), `${JSON.stringify(index, null, 2)}\n`);
  };
}
