import type { Page } from '@playwright/test';

/**
 * Records, in every document the page loads from now on, each layout shift from the first paint on (not those
 * right after an input), described with what moved: "0.0003 p.lead 0,412 1280x48 → 0,414 1280x48".
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const name = (node?: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const classes = [...node.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput)
          shifts.push(
            [
              entry.value.toFixed(5),
              ...(entry.sources ?? []).map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
            ].join(' | '),
          );
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts of the current document so far (watchLayoutShifts), each with what moved. */
export const layoutShifts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
