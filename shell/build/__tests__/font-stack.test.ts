import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fontStackCss, interFacesCss, textWeights } from 'shared-ui/build/font-stack';

/** Inter's Latin file, the one pages draw from once it is cached (shared-ui/fonts). */
const latinFile = 'inter-latin-wght-normal.woff2';

// Until Inter is cached, text is set in a fallback scaled to Inter's metrics at each weight (shared-ui/build/font-stack.ts,
// which reads them from @fontsource/inter's static instances): scaled to the Inter the site serves, or the swap moves text.
describe('the fallbacks of Inter', () => {
  const fontsDir = (name: string) => join(dirname(require.resolve(`${name}/package.json`)), 'files');

  it("are scaled to the served file's Inter", async () => {
    const { fromFile } = await import('@capsizecss/unpack/fs');
    const served = await fromFile(join(fontsDir('@fontsource-variable/inter'), latinFile));
    const instance = await fromFile(join(fontsDir('@fontsource/inter'), 'inter-latin-400-normal.woff2'));
    for (const key of ['ascent', 'descent', 'lineGap', 'unitsPerEm', 'xWidthAvg'] as const)
      expect([key, instance[key]]).toEqual([key, served[key]]);
  });

  it('cover every weight the stylesheets set text in', () => {
    const root = join(__dirname, '..', '..', '..');
    const sources = ['shell/src', 'remote-services/src', 'remote-products/src', 'remote-company/src', 'shared-ui/src'];
    const files = sources.flatMap((dir) =>
      (readdirSync(join(root, dir), { recursive: true }) as string[])
        .filter((name) => name.endsWith('.scss'))
        .map((name) => join(root, dir, name)),
    );
    const weights = new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/font-weight:\s*(\d+)/g)].map(([, w]) => Number(w)),
      ),
    );
    expect(weights.size).toBeGreaterThan(3);
    // Bold by the browser's default: headings and <strong>.
    expect([...weights, 700].filter((weight) => !(textWeights as readonly number[]).includes(weight))).toEqual([]);
  });

  it('stand in with a font each platform has, one face per weight: the root set in them, or in Inter then them once Inter is cached', async () => {
    const css = await fontStackCss();
    for (const family of ['Inter Variable Fallback: Arial', 'Inter Variable Fallback: Roboto'])
      for (const weight of textWeights)
        expect(css).toMatch(
          new RegExp(
            `@font-face\\{font-family:"${family}";src:local\\("[^}]+font-weight:${weight};size-adjust:1\\d\\d\\.\\d+%;`,
          ),
        );
    expect(css).toContain('local("Liberation Sans Bold")');
    expect(css).toContain(
      'html{font-family:"Inter Variable Fallback: Arial","Inter Variable Fallback: Roboto",system-ui,sans-serif}',
    );
    expect(css).toContain(
      'html.inter-cached{font-family:"Inter Variable","Inter Variable Fallback: Arial","Inter Variable Fallback: Roboto",system-ui,sans-serif}',
    );
  });

  it("leave Inter's faces shown only if they come in time for the first paint, and say so if the package changes", () => {
    const css = readFileSync(join(dirname(require.resolve('@fontsource-variable/inter/LICENSE')), 'wght.css'), 'utf8');
    const faces = interFacesCss(css);
    expect(faces.match(/font-display: optional;/g)).toHaveLength(css.match(/@font-face/g)?.length ?? -1);
    expect(faces).not.toContain('swap');
    expect(() => interFacesCss(faces)).toThrow(/no "font-display: swap;"/);
  });
});
