import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

// Radix NavigationMenu places an aria-hidden focus sentinel after an open
// trigger; focusing it moves focus straight into the menu, so no one ever
// rests on it. axe cannot know that, so this one element is left out.
const radixFocusProxy = 'li > button[aria-expanded="true"] + span[aria-hidden="true"][tabindex="0"]';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe-core in the page; returns "rule: target" for each violation. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(
    async ([tags, exclude]) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: object,
              options: object,
            ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(
        { include: [document], exclude: [[exclude]] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return result.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      );
    },
    [wcagTags, radixFocusProxy] as const,
  );
}
