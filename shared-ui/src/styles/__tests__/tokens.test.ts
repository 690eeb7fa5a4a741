import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Color from 'colorjs.io';

/** The colour tokens of tokens.scss, by name without "--color-". */
const tokens: Record<string, Color> = Object.fromEntries(
  [...readFileSync(join(__dirname, '..', 'tokens.scss'), 'utf8').matchAll(/^\s*--color-([\w-]+):\s*([^;]+);/gm)].map(
    ([, name = '', value = '']) => [name, new Color(value.trim())],
  ),
);
const token = (name: string): Color => {
  const color = tokens[name];
  if (!color) throw new Error(`no --color-${name} in tokens.scss`);
  return color;
};

/** A see-through colour as it shows over `under` (an opaque one as it is). */
const over = (layer: Color, under: Color): Color => {
  const alpha = Number(layer.alpha);
  const opaque = layer.clone();
  opaque.alpha = 1;
  return alpha === 1 ? opaque : Color.mix(under, opaque, alpha, { space: 'srgb' });
};

const ratio = (text: string, background: Color): number => token(text).contrast(background, 'WCAG21');

// The darkest colour of the design: what shows under a see-through layer at worst.
const darkest = token('dark');

/** Text colours and the backgrounds the design sets them on (1.4.6: 7:1 for every text, large text included). */
const textPairs: [text: string, backgrounds: string[]][] = [
  ['text', ['bg', 'surface', 'surface-strong', 'primary-soft', 'accent-soft', 'danger-soft', 'success-soft']],
  ['text-muted', ['bg', 'surface']],
  ['primary', ['bg', 'surface', 'surface-strong', 'primary-soft']],
  ['primary-hover', ['bg', 'surface', 'primary-soft']],
  ['accent', ['bg', 'surface']],
  ['danger', ['bg', 'danger-soft']],
  ['success', ['bg', 'success-soft']],
  ['on-primary', ['primary', 'primary-hover']],
  ['on-primary-soft', ['primary-soft']],
  ['on-accent-soft', ['accent-soft']],
  ['on-success-soft', ['success-soft']],
  ['on-neutral-soft', ['neutral-soft']],
  ['on-dark', ['dark', 'dark-surface']],
  ['on-dark-muted', ['dark', 'dark-surface']],
];

describe('colour tokens (WCAG 2.2 AAA)', () => {
  it.each(textPairs)('--color-%s reaches 7:1 on each background it is set on', (text, backgrounds) => {
    const failing = backgrounds
      .map((background) => `${background} ${ratio(text, token(background)).toFixed(2)}:1`)
      .filter((pair) => Number(pair.split(' ')[1]?.replace(':1', '')) < 7);
    expect(failing).toEqual([]);
  });

  it("the call-to-action band's text reaches 7:1 at each stop of its gradient", () => {
    const stops = ['band-start', 'band-middle', 'band-end'].map(token);
    for (const text of ['on-dark', 'on-band-muted'])
      expect(Math.min(...stops.map((stop) => ratio(text, stop)))).toBeGreaterThanOrEqual(7);
  });

  it("the heroes' text reaches 7:1 where their glows are strongest", () => {
    const backgrounds = [darkest, ...['hero-glow-blue', 'hero-glow-teal'].map((glow) => over(token(glow), darkest))];
    for (const text of ['on-dark', 'on-dark-muted'])
      expect(Math.min(...backgrounds.map((background) => ratio(text, background)))).toBeGreaterThanOrEqual(7);
  });

  it("the header's text reaches 7:1 on its frosted layer, whatever dark content scrolls under it", () => {
    const layer = over(token('header-layer'), darkest);
    for (const text of ['text', 'text-muted', 'primary']) expect(ratio(text, layer)).toBeGreaterThanOrEqual(7);
  });

  it('the focus ring keeps 3:1 against what it is drawn on (2.4.13)', () => {
    for (const background of ['bg', 'surface']) expect(ratio('focus', token(background))).toBeGreaterThanOrEqual(3);
    for (const background of ['dark', 'dark-surface'])
      expect(ratio('focus-on-dark', token(background))).toBeGreaterThanOrEqual(3);
  });
});
