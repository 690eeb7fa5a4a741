import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, type Language } from './languages';

/**
 * The one i18next instance of the site. shared-i18n is a Module Federation
 * singleton, so the shell and every remote receive this same object.
 *
 * It starts empty: every word comes from a copy source (below), loaded in the
 * language shown, so a page carries no copy in another language. There is no
 * run-time fallback to English: a key missing in French fails the build and
 * the locale tests instead.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: false,
  supportedLngs: ['en', 'fr'],
  ns: ['common'],
  defaultNS: 'common',
  resources: {},
  // Resources are added in code, so initialisation is synchronous.
  initAsync: false,
  interpolation: { escapeValue: false },
  // In development a namespace registered again (its locale file hot-reloaded)
  // re-renders what uses it; in production copy changes only with the language.
  react: { useSuspense: false, bindI18nStore: process.env.NODE_ENV === 'production' ? '' : 'added' },
  showSupportNotice: false,
} as Parameters<typeof i18n.init>[0]);

/** Copy in one language: per namespace, its whole copy or the part of it that a view shows. */
export type Copy = Record<string, object>;

/** Loads a source's copy in a language. */
export type CopyLoader = (language: Language) => Promise<Copy>;

/**
 * Where the copy on screen comes from, each a source with its own loader: the
 * shell's chrome, the home page, a page of an area, a home block. Switching
 * language loads every source registered so far in the new language first.
 */
const loaders = new Map<string, CopyLoader>();
/** `source language` of each source whose copy is here in that language. */
const present = new Set<string>();
const loading = new Map<string, Promise<void>>();
const entry = (source: string, language: Language) => `${source} ${language}`;

/**
 * Adds copy in `language` (merged into what each namespace has already), as
 * a source's copy when `source` is given: a page's HTML carries the copy of
 * what it shows, added here before hydration instead of being fetched again.
 */
export function addCopy(language: Language, copy: Copy, source?: string): void {
  for (const [namespace, resources] of Object.entries(copy))
    i18n.addResourceBundle(language, namespace, resources, true, true);
  if (source) present.add(entry(source, language));
}

/** Whether `source`'s copy is here in `language`, by default the one shown or being switched to. */
export const hasCopy = (source: string, language: Language = requested): boolean =>
  present.has(entry(source, language));

function loadSource(source: string, language: Language): Promise<void> {
  const key = entry(source, language);
  const loader = loaders.get(source);
  if (present.has(key) || !loader) return Promise.resolve();
  const existing = loading.get(key);
  if (existing) return existing;
  const load = loader(language).then(
    (copy) => {
      loading.delete(key);
      // A source registered again meanwhile (a new release) has its copy from its new loader.
      if (loaders.get(source) !== loader) return loadSource(source, language);
      addCopy(language, copy, source);
      return undefined;
    },
    (error: unknown) => {
      // Forgotten, so that a later attempt tries again.
      loading.delete(key);
      throw error;
    },
  );
  loading.set(key, load);
  return load;
}

/**
 * The language the site is in, or is switching to (what the last
 * changeLanguage asked for, while it loads): a source registered while
 * another language loads (a remote arriving during start-up) gets its copy
 * in that language too, so it never shows a key or another language. Only
 * changeLanguage sets it; the site's language itself is the shell's store's.
 */
let requested: Language = defaultLanguage;

/** The languages a view registered now must have: the one shown, and the one being switched to. */
const wanted = (): Language[] => [...new Set([requested, i18n.language === 'fr' ? 'fr' : defaultLanguage] as const)];

/**
 * Registers a source of copy and loads it in the language shown (and the one
 * being switched to); resolves when it can be rendered. A source registered
 * again with another loader (a locale file hot-reloaded in development, a
 * remote loaded again after a redeploy) has its copy loaded again through
 * that loader, so it never comes from the older build.
 */
export function registerCopy(source: string, loader: CopyLoader): Promise<void> {
  const previous = loaders.get(source);
  loaders.set(source, loader);
  if (previous && previous !== loader)
    for (const language of languages) {
      present.delete(entry(source, language));
      loading.delete(entry(source, language));
    }
  return Promise.all(wanted().map((language) => loadSource(source, language))).then(() => undefined);
}

/**
 * Registers a namespace whose whole copy is a module per language
 * (development and tests: each area's locale files; a production build
 * splits copy per view instead), fetched in the language wanted.
 */
export function registerNamespace<T extends object>(
  namespace: string,
  modules: Record<Language, () => Promise<T>>,
): Promise<void> {
  let loader = namespaceLoaders.get(modules);
  if (!loader) {
    loader = (language) => modules[language]().then((copy) => ({ [namespace]: copy }));
    namespaceLoaders.set(modules, loader);
  }
  return registerCopy(namespace, loader);
}

/** The same modules registered again keep their copy; new ones (a module run again) load afresh. */
const namespaceLoaders = new WeakMap<object, CopyLoader>();

/** The registered sources whose copy is not here in `language`. */
const missingIn = (language: Language) => [...loaders.keys()].filter((source) => !present.has(entry(source, language)));

/**
 * Switches i18next to `language` once every registered source (including any
 * registered meanwhile) has its copy in it; unless a later call asked for
 * another language in the meantime, which then wins. When the copy is here
 * already (a language switch loads it before it navigates), the switch
 * happens at once, in the same task, so nothing renders in the old language.
 *
 * The site calls it from one place, the subscriber of the shell's language
 * store (a remote run alone: its standalone frame).
 */
export function changeLanguage(language: Language): Promise<void> {
  requested = language;
  if (missingIn(language).length === 0) {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    return Promise.resolve();
  }
  return loadThenSwitch(language);
}

async function loadThenSwitch(language: Language): Promise<void> {
  try {
    await loadLanguage(language);
  } catch (error) {
    if (requested === language) requested = i18n.language === 'fr' ? 'fr' : defaultLanguage;
    throw error;
  }
  if (requested !== language) return;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * Loads the copy of every registered source (including any registered
 * meanwhile) in `language`, by default the one shown or being switched to,
 * without switching to it.
 */
export async function loadLanguage(language: Language = requested): Promise<void> {
  for (;;) {
    const missing = missingIn(language);
    if (missing.length === 0) return;
    await Promise.all(missing.map((source) => loadSource(source, language)));
  }
}

/** The language the site is in, or is switching to (for tests). */
export const requestedLanguage = (): Language => requested;

// The chrome's copy (header, footer, notices, the not-found page): the
// shell registers it on every page, once a page's own copy is added.
const loadCommon: CopyLoader = (language) =>
  language === 'fr'
    ? import(/* webpackChunkName: "common-fr" */ './locales/common-fr').then((module) => ({ common: module.commonFr }))
    : import(/* webpackChunkName: "common-en" */ './locales/common-en').then((module) => ({ common: module.commonEn }));

/** Registers the common namespace's copy as the source `common`. */
export const registerCommonCopy = (): Promise<void> => registerCopy('common', loadCommon);

// Development and tests: the chrome's copy is there before anything renders
// (the shell's start-up and the tests' setup wait for it). In production the
// shell registers it, once the page's own copy is added.
if (process.env.NODE_ENV !== 'production') void registerCommonCopy();

// Development: the common copy (header, footer, errors) hot-reloads in place
// instead of reloading the page. Production builds and tests have no hot API.
import.meta.webpackHot?.accept(['./locales/common-en', './locales/common-fr'], () => {
  void registerCopy('common', (language) => loadCommon(language));
});
