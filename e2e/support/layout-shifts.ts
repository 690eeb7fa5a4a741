import type { Page } from '@playwright/test';

/** Records, in every document the page loads from now on, each layout shift from the first paint on (not those right after an input). */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts of the current document so far (watchLayoutShifts). */
export const layoutShifts = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
