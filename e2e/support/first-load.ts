import type { Page } from '@playwright/test';
import { openPage, type Language } from './site';

/**
 * What a page loads before the visitor needs an area's code: the shell's
 * files only. Every route states the same list today, since no area's view
 * has a part that needs its code at once; a route whose view declared one
 * would list its release's files here.
 */
const shellFiles: RegExp[] = [
  // The document (a route path), the shell's scripts, stylesheets, font and icon.
  /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/,
  /^\/static\/js\/(?:async\/)?[\w.-]+\.js$/,
  /^\/static\/css\/(?:async\/)?[\w.-]+\.css$/,
  /^\/static\/font\/[\w.-]+\.woff2$/,
  /^\/favicon\.svg$/,
  // What the page reports (field reports).
  /^\/api\/field\/events$/,
];

/** Anything of the federation: its runtime's chunk, an area's manifest, entry, chunks or copy. */
export const federationFiles = [/\/releases\//, /federation/, /remoteEntry\.js/, /mf-manifest\.json/];

/**
 * Opens a route in a language and waits for network idle and 2 s more,
 * without interacting; returns the paths it requested that are not in the
 * route's list above (none when the page loads nothing of the federation).
 */
export async function unexpectedFirstLoad(page: Page, path: string, language: Language): Promise<string[]> {
  const seen: string[] = [];
  const listen = (request: { url: () => string }) => void seen.push(new URL(request.url()).pathname);
  page.on('request', listen);
  await openPage(page, path, language);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  page.off('request', listen);
  return seen.filter(
    (request) =>
      federationFiles.some((pattern) => pattern.test(request)) || !shellFiles.some((pattern) => pattern.test(request)),
  );
}
