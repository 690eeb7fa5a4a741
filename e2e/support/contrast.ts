import Color from 'colorjs.io';

/** A CSS colour as it shows over an opaque one: a see-through gradient stop over its element's own colour. */
function over(css: string, under: string): Color {
  const color = new Color(css);
  const alpha = Number(color.alpha);
  color.alpha = 1;
  return alpha >= 1 ? color : Color.mix(new Color(under), color, alpha, { space: 'srgb' });
}

/** The lowest WCAG 2.1 contrast of `foreground` against each of `backgrounds`, each laid over `floor`. */
export const worstContrast = (foreground: string, backgrounds: string[], floor: string): number =>
  Math.min(...backgrounds.map((background) => new Color(foreground).contrast(over(background, floor), 'WCAG21')));
