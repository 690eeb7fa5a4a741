import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { fromFile } from '@capsizecss/unpack/fs';
import type { RsbuildPlugin } from '@rsbuild/core';
import { interCache, interFamily } from '../src/fonts/inter-cache';

/**
 * The weights the site's CSS sets text in (a test checks every stylesheet's):
 * each gets fallback faces scaled to Inter at that weight, since Inter widens
 * with weight at another rate than the fonts that stand in for it.
 */
export const textWeights = [400, 500, 600, 700, 750, 800] as const;
type Weight = (typeof textWeights)[number];

/**
 * On a page load without Inter in the cache (shared-ui/src/fonts/inter-cache.ts),
 * and for the whole page when the cache has lost it (interFacesCss), text is set in a font the visitor's device has,
 * scaled to Inter's average letter width at the text's weight and given
 * Inter's ascent and descent (Capsize's figures): the page keeps Inter's
 * proportions in either font. Tried in order: Arial (Windows, macOS, iOS) or one of the fonts
 * drawn to its metrics letter for letter (Liberation Sans on Linux, Arimo on
 * ChromeOS), then Roboto (Android). Each stands in with its regular face up to
 * 500 and its bold one above, as the browser would pick them; the metrics of
 * each face are read from the same design on the registry (Arimo for Arial).
 */
const fallbacks = [
  {
    name: 'Arial',
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo Regular', 'Arimo-Regular'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
    file: (weight: 400 | 700) => `@fontsource/arimo/files/arimo-latin-${weight}-normal.woff2`,
  },
  {
    name: 'Roboto',
    // Newer Android has one variable Roboto, which takes the face's weight.
    regular: ['Roboto Regular', 'Roboto-Regular', 'Roboto'],
    bold: ['Roboto Bold', 'Roboto-Bold', 'Roboto'],
    file: (weight: 400 | 700) => `@fontsource/roboto/files/roboto-latin-${weight}-normal.woff2`,
  },
];

const require = createRequire(import.meta.url);
/** A file of an installed package (a package's files/ folder is not among its exports). */
const packageFile = (path: string) => {
  const [scope = '', name = '', ...rest] = path.split('/');
  return join(dirname(require.resolve(`${scope}/${name}/package.json`)), ...rest);
};
const metricsOf = (path: string) => fromFile(packageFile(path));

/** Inter's metrics at a weight: its static instance's (750 has none: halfway between 700 and 800, as it interpolates). */
async function interAt(weight: Weight) {
  const file = (w: number) => metricsOf(`@fontsource/inter/files/inter-latin-${w}-normal.woff2`);
  if (weight !== 750) return file(weight);
  const [lighter, bolder] = await Promise.all([file(700), file(800)]);
  const halfway = (of: (metrics: typeof lighter) => number) => Math.round((of(lighter) + of(bolder)) / 2);
  return {
    ...lighter,
    xWidthAvg: halfway((metrics) => metrics.xWidthAvg),
    subsets: { ...lighter.subsets, latin: { xWidthAvg: halfway((metrics) => metrics.subsets.latin.xWidthAvg) } },
  };
}

/** `font-family` values in CSS: quoted, with quotes and backslashes escaped. */
const quoted = (name: string) => `"${name.replace(/["\\]/g, '\\$&')}"`;

/** The name of the family that stands in for Inter with `fallback`'s faces. */
const fallbackFamily = (name: string) => `${interFamily} Fallback: ${name}`;

/**
 * The stylesheet pluginFontStack writes: per fallback, one face per text
 * weight (Capsize's size-adjust and metric overrides), then the root's
 * font-family: the fallbacks, or Inter then the fallbacks under the root's
 * class that says Inter is in the cache.
 */
export async function fontStackCss(): Promise<string> {
  const faces: string[] = [];
  for (const fallback of fallbacks) {
    const [regular, bold] = await Promise.all([metricsOf(fallback.file(400)), metricsOf(fallback.file(700))]);
    for (const weight of textWeights) {
      const [face] = createFontStack(
        [
          { ...(await interAt(weight)), familyName: interFamily },
          { ...(weight > 500 ? bold : regular), familyName: fallback.name },
        ],
        { fontFaceFormat: 'styleObject' },
      ).fontFaces;
      const { ascentOverride, descentOverride, lineGapOverride, sizeAdjust } = face?.['@font-face'] ?? {};
      const locals = (weight > 500 ? fallback.bold : fallback.regular).map((name) => `local(${quoted(name)})`);
      faces.push(
        `@font-face{font-family:${quoted(fallbackFamily(fallback.name))};src:${locals.join(',')};font-weight:${weight};` +
          `size-adjust:${sizeAdjust};ascent-override:${ascentOverride};descent-override:${descentOverride};` +
          `line-gap-override:${lineGapOverride ?? '0%'}}`,
      );
    }
  }
  const stack = [...fallbacks.map(({ name }) => fallbackFamily(name)).map(quoted), 'system-ui', 'sans-serif'];
  return (
    `${faces.join('\n')}\nhtml{font-family:${stack.join(',')}}\n` +
    `html.${interCache.className}{font-family:${[quoted(interFamily), ...stack].join(',')}}\n`
  );
}

/**
 * Inter's faces as @fontsource-variable/inter declares them, with
 * `font-display: optional` for its `swap`: a page is set in Inter only when
 * the file comes from the cache in time for the first paint, and the fallback
 * stays otherwise (a cache that has lost the file). Text never changes font
 * under the visitor's eyes: a swap after the paint re-wraps any line that ends
 * within a percent or so of its box, however close the fallback's metrics,
 * and moves everything below it.
 */
export function interFacesCss(css: string): string {
  const optional = css.replaceAll('font-display: swap;', 'font-display: optional;');
  if (optional === css) throw new Error('@fontsource-variable/inter/wght.css: no "font-display: swap;" to replace');
  return optional;
}

/**
 * Writes shared-ui's font-stack.css at build time from the fonts' metrics
 * (the file in the source says only what it is): the fallbacks' @font-face
 * rules and the root's font-family, written out on the root, not through a
 * custom property, so that the critical CSS of a page (critical-css.ts) sees
 * which families the page uses and keeps their @font-face rules. Inter's own
 * faces are shown only if they have arrived by the first paint (interFacesCss).
 */
export const pluginFontStack = (): RsbuildPlugin => ({
  name: 'kestrel:font-stack',
  setup(api) {
    let css: Promise<string> | undefined;
    api.transform({ test: /[\\/]shared-ui[\\/]src[\\/]styles[\\/]font-stack\.css$/ }, () => (css ??= fontStackCss()));
    api.transform({ test: /[\\/]@fontsource-variable[\\/]inter[\\/]wght\.css$/ }, ({ code }) => interFacesCss(code));
  },
});

/**
 * Production builds of an app whose pages are composed (the shell): its
 * @font-face rules, and the root's font-family that names their families,
 * leave the stylesheets the app loads for one of their own,
 * `static/css/fonts.<hash>.css`, which only the pages' critical CSS draws
 * from (shell/build/frames.ts). A page declares each face once, in its HTML:
 * the same face declared again by a stylesheet the app loads after the paint
 * would be a new face, whose font arrives at once from the cache and replaces
 * the fallback the page was painted in.
 */
export const pluginFontsInPages = (): RsbuildPlugin => ({
  name: 'kestrel:fonts-in-pages',
  apply: 'build',
  setup(api) {
    // After minification (one rule per match), before the content hashes of the names are computed.
    api.processAssets({ stage: 'optimize-inline', targets: ['web'] }, ({ compilation, sources }) => {
      const rules = new Set<string>();
      for (const { name, source } of compilation.getAssets()) {
        if (!name.endsWith('.css')) continue;
        const css = source.source().toString();
        const rest = css.replace(
          /@font-face\{[^}]*\}|html(?:\.[\w-]+)?\{font-family:[^}]*\}/g,
          (rule) => (rules.add(rule), ''),
        );
        if (rest !== css) compilation.updateAsset(name, new sources.RawSource(rest));
      }
      // Other compilations (Module Federation's of each shared package) have none; frames.ts checks the app's.
      if (!rules.size) return;
      const text = [...rules].join('');
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
      compilation.emitAsset(`${fontsFile}.${hash}.css`, new sources.RawSource(text));
    });
  },
});

/** Where pluginFontsInPages writes an app's fonts (with its content hash and .css). */
export const fontsFile = 'static/css/fonts';
