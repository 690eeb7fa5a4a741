import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localizePath, splitLocalizedPath, type UrlLanguage } from '../site/paths';

/** The language of the current URL (/fr/... is French, everything else English). */
export function useUrlLanguage(): UrlLanguage {
  return splitLocalizedPath(useLocation().pathname).language;
}

/** The current route path without its language prefix: /fr/services/x → /services/x. */
export function useRoutePath(): string {
  return splitLocalizedPath(useLocation().pathname).path;
}

/** Turns a route path into a URL of the current page's language, so links stay in it. */
export function useLocalize(): (path: string) => string {
  const language = useUrlLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}
