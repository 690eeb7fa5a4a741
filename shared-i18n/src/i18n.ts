import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonEn } from './locales/common-en';
import { defaultLanguage, type Language } from './languages';

/**
 * The one i18next instance of the site. shared-i18n is a Module Federation
 * singleton, so the shell and every remote receive this same object.
 */
export const i18n = i18next.createInstance();

export { commonEn };

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: ['en', 'fr'],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: commonEn } },
  // Resources are registered in code, so initialisation is synchronous.
  initAsync: false,
  interpolation: { escapeValue: false },
  // In development a namespace registered again (its locale file hot-reloaded)
  // re-renders what uses it; in production copy changes only with the language.
  react: { useSuspense: false, bindI18nStore: process.env.NODE_ENV === 'production' ? '' : 'added' },
  showSupportNotice: false,
} as Parameters<typeof i18n.init>[0]);

type Resources = Record<string, unknown>;
type FrenchLoader = () => Promise<Resources>;

const frenchLoaders = new Map<string, FrenchLoader>();
const frenchLoads = new Map<string, Promise<void>>();

function loadFrench(namespace: string): Promise<void> {
  const existing = frenchLoads.get(namespace);
  if (existing) return existing;
  const loader = frenchLoaders.get(namespace);
  if (!loader) return Promise.resolve();
  const load = loader().then(
    (resources) => {
      i18n.addResourceBundle('fr', namespace, resources, true, true);
    },
    (error: unknown) => {
      // Forget the failure so a later attempt can retry; English stays as fallback.
      frenchLoads.delete(namespace);
      throw error;
    },
  );
  frenchLoads.set(namespace, load);
  return load;
}

export interface NamespaceResources<T extends Resources> {
  en: T;
  /** Loaded only when French is needed, so English visitors never download it. */
  fr: () => Promise<T>;
}

/**
 * The language the site is in, or is switching to: a namespace registered
 * while French loads (a remote arriving during start-up) gets its French
 * too, so it never shows English on a French page.
 */
let requested: Language = defaultLanguage;

/**
 * Registers an area's namespace in both languages. English is added at once;
 * French is fetched now if French is the current (or requested) language,
 * otherwise on the first switch to French. Resolves when the namespace can be
 * rendered in that language.
 *
 * Registering a namespace again replaces its copy: the latest registration
 * wins (a locale file hot-reloaded in development, or a remote loaded again
 * after a redeploy), and French already loaded is fetched again through the
 * new loader, so it never comes from the older build.
 */
export function registerNamespace<T extends Resources>(
  namespace: string,
  resources: NamespaceResources<T>,
): Promise<void> {
  const frenchWanted = requested === 'fr' || i18n.language === 'fr';
  const previous = frenchLoaders.get(namespace);
  frenchLoaders.set(namespace, resources.fr);
  if (previous && previous !== resources.fr) {
    frenchLoads.delete(namespace);
    if (!frenchWanted) i18n.removeResourceBundle('fr', namespace);
  }
  i18n.addResourceBundle('en', namespace, resources.en, true, true);
  return frenchWanted ? loadFrench(namespace) : Promise.resolve();
}

/**
 * Loads every registered namespace for `language`, including any registered
 * meanwhile, then switches to it; unless a later call asked for another
 * language in the meantime, which then wins.
 */
export async function changeLanguage(language: Language): Promise<void> {
  requested = language;
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
 * Loads the copy of every registered namespace (including any registered
 * meanwhile) in `language`, without switching to it: for a few words in the
 * other language, read with i18n.getFixedT.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'fr') return;
  for (;;) {
    const missing = [...frenchLoaders.keys()].filter((namespace) => !i18n.hasResourceBundle('fr', namespace));
    if (missing.length === 0) return;
    await Promise.all(missing.map(loadFrench));
  }
}

/** The language the site is in, or is switching to. */
export const requestedLanguage = (): Language => requested;

/** Names of the namespaces registered so far (for tests and diagnostics). */
export const registeredNamespaces = (): string[] => [...frenchLoaders.keys()];

const loadCommonFr = () =>
  import(/* webpackChunkName: "common-fr" */ './locales/common-fr').then((module) => module.commonFr);
frenchLoaders.set('common', loadCommonFr);

// Development: the common copy (header, footer, errors) hot-reloads in place
// instead of reloading the page. Production builds and tests have no hot API.
import.meta.webpackHot?.accept(['./locales/common-en', './locales/common-fr'], () => {
  void registerNamespace('common', { en: commonEn, fr: () => loadCommonFr() });
});
