import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

// Radix NavigationMenu places an aria-hidden focus sentinel after an open
// trigger; focusing it moves focus straight into the menu, so no one ever
// rests on it. axe cannot know that, so this one element is left out.
const radixFocusProxy = 'li > button[aria-expanded="true"] + span[aria-hidden="true"][tabindex="0"]';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// Beyond AA: text contrast at 7:1 (1.4.6).
const enhancedContrast = 'color-contrast-enhanced';
// The darkest colour of the design (--color-dark): what shows under a see-through layer at worst.
const darkest = '#0b1220';

/**
 * Runs axe-core in the page; returns "rule: target" for each violation of WCAG 2.2 AA and of 1.4.6's 7:1.
 *
 * Text axe leaves undecided is a violation too, but for two cases this decides: text over a gradient (the heroes,
 * the call-to-action band), measured against each stop of the gradient laid over the colour under it; and text
 * under a pseudo-element's background (the header's frosted layer), which axe cannot see through, measured against
 * each such layer its box overlaps, laid over the darkest colour of the design. Without a gradient, the nearest
 * opaque background counts too. The lowest ratio must reach 7:1 (4.5:1 for large text).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(
    async ([tags, exclude, enhanced, worstUnder]) => {
      type Node = { target: string[]; any: { data?: { messageKey?: string } | null }[] };
      type AxeColor = { red: number; green: number; blue: number; alpha: number };
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: object,
              options: object,
            ) => Promise<{ violations: { id: string; nodes: Node[] }[]; incomplete: { id: string; nodes: Node[] }[] }>;
            commons: {
              color: {
                Color: new () => AxeColor & { parseString: (css: string) => AxeColor };
                getContrast: (background: AxeColor, foreground: AxeColor) => number;
                flattenColors: (foreground: AxeColor, background: AxeColor) => AxeColor;
              };
            };
          };
        }
      ).axe;
      const { Color, getContrast, flattenColors } = axe.commons.color;
      const parse = (css: string) => new Color().parseString(css);

      /** The lowest contrast of `element`'s text against what can be behind it (see above). */
      const worstContrast = (element: Element) => {
        const style = getComputedStyle(element);
        const text = parse(style.color);
        const box = element.getBoundingClientRect();
        const layers: AxeColor[] = [];
        let base = parse('#ffffff');
        for (let at: Element | null = element; at; at = at.parentElement) {
          for (const pseudo of ['::before', '::after']) {
            const layer = getComputedStyle(at, pseudo);
            const color = parse(layer.backgroundColor);
            if (layer.content === 'none' || layer.display === 'none' || color.alpha === 0) continue;
            if (layer.position === 'absolute' || layer.position === 'fixed') {
              const host = at.getBoundingClientRect();
              const left = host.left + parseFloat(layer.left);
              const top = host.top + parseFloat(layer.top);
              const apart =
                left >= box.right ||
                left + parseFloat(layer.width) <= box.left ||
                top >= box.bottom ||
                top + parseFloat(layer.height) <= box.top;
              if (apart) continue;
            }
            layers.push(color);
          }
          const own = parse(getComputedStyle(at).backgroundColor);
          if (own.alpha === 1) {
            base = own;
            break;
          }
        }
        // Whatever lies over the text's centre (the open menu's panel over the page): opaque, it hides the text;
        // see-through, it is a layer over it.
        const cover = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (cover && cover !== element && !element.contains(cover) && !cover.contains(element)) {
          const color = parse(getComputedStyle(cover).backgroundColor);
          if (color.alpha === 1) return { ratio: Infinity, needed: 7 };
          if (color.alpha > 0) layers.push(color);
        }
        // A gradient behind the text: each of its stops, laid over the background colour under it.
        const gradients: AxeColor[] = [];
        for (let at: Element | null = element; at && gradients.length === 0; at = at.parentElement) {
          const image = getComputedStyle(at).backgroundImage;
          if (!image.includes('gradient')) continue;
          let under: Element | null = at;
          while (under && parse(getComputedStyle(under).backgroundColor).alpha < 1) under = under.parentElement;
          const floor = under ? parse(getComputedStyle(under).backgroundColor) : base;
          for (const [stop] of image.matchAll(/rgba?\([^)]*\)/g)) gradients.push(flattenColors(parse(stop), floor));
        }
        const behind = [
          ...(gradients.length ? gradients : [base]),
          ...layers.flatMap((layer) => [flattenColors(layer, parse(worstUnder)), flattenColors(layer, base)]),
        ];
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        return {
          ratio: Math.min(...behind.map((background) => getContrast(background, text))),
          needed: large ? 4.5 : 7,
        };
      };

      const result = await axe.run(
        { include: [document], exclude: [[exclude]] },
        {
          runOnly: { type: 'tag', values: tags },
          rules: { [enhanced]: { enabled: true } },
          resultTypes: ['violations', 'incomplete'],
        },
      );
      const violations = result.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      );
      const undecided = result.incomplete
        // The AA rule leaves the same text undecided: the enhanced rule's list is the one decided here.
        .filter(({ id }) => id === enhanced)
        .flatMap(({ id, nodes }) =>
          nodes.flatMap((node) => {
            const reason = node.any[0]?.data?.messageKey ?? 'undecided';
            const element = node.target.length === 1 ? document.querySelector(node.target[0] ?? '') : null;
            if (!['pseudoContent', 'bgGradient', 'bgOverlap', 'elmPartiallyObscured'].includes(reason) || !element)
              return [`${id} (${reason}): ${node.target.join(' ')}`];
            const { ratio, needed } = worstContrast(element);
            return ratio >= needed ? [] : [`${id} (${ratio.toFixed(2)}:1 at worst): ${node.target.join(' ')}`];
          }),
        );
      return [...violations, ...undecided];
    },
    [wcagTags, radixFocusProxy, enhancedContrast, darkest] as const,
  );
}
