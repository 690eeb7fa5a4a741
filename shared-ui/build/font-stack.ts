import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import type { RsbuildPlugin } from '@rsbuild/core';

/** The family name of the self-hosted Inter (@fontsource-variable/inter). */
const interFamily = 'Inter Variable';

/**
 * Until Inter arrives, text is set in a font the visitor's device already has,
 * scaled to Inter's average letter width and given Inter's ascent and descent
 * (Capsize's metrics), so that nothing moves when Inter replaces it. Tried in
 * order, the first one installed wins: Arial (Windows, macOS, iOS), Roboto
 * (Android), Liberation Sans and Arimo (Linux, ChromeOS). The last two are
 * drawn to Arial's metrics, letter for letter, so Arial's figures hold for them.
 */
const fallbacks = [
  arial,
  roboto,
  { ...arial, familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans' },
  { ...arial, familyName: 'Arimo', fullName: 'Arimo Regular', postscriptName: 'Arimo-Regular' },
];

/** Inter and its metric-matched fallbacks: the stack's font-family list and the fallbacks' @font-face rules. */
export const fontStack = createFontStack([{ ...inter, familyName: interFamily }, ...fallbacks]);

/** The stylesheet this plugin writes (shared-ui/src/styles/font-stack.css, which the shell's entry imports). */
export const fontStackCss = (): string =>
  `${fontStack.fontFaces}\nhtml{font-family:${fontStack.fontFamily},system-ui,sans-serif}\n`;

/**
 * Writes shared-ui's font-stack.css at build time from the fonts' metrics
 * (the file in the source says only what it is): the fallbacks' @font-face
 * rules and the root's font-family. Written out on the root, not through a
 * custom property, so that the critical CSS of a page (critical-css.ts) sees
 * which families the page uses and keeps their @font-face rules.
 */
export const pluginFontStack = (): RsbuildPlugin => ({
  name: 'kestrel:font-stack',
  setup(api) {
    api.transform({ test: /[\\/]shared-ui[\\/]src[\\/]styles[\\/]font-stack\.css$/ }, () => fontStackCss());
  },
});
