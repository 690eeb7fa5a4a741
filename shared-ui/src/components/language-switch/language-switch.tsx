import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { languages, loadLanguage, storeLanguage, type Language } from 'shared-i18n';
import { splitLocalizedPath, switchLanguageOfUrl } from '../../site/paths';
import { useHydrated } from '../../routing/use-hydrated';
import styles from './language-switch.module.scss';

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Told when a language's copy could not be loaded: the page stays as it is, in its language. */
export type OnLanguageUnavailable = (language: Language) => void;

/**
 * Asked before a switch in the app, beside the copy: readies the page for
 * it, and resolves false when the page cannot switch in place (the other
 * language's page is then opened from the server).
 */
export type BeforeLanguageSwitch = () => Promise<boolean>;

/**
 * A link to the current page in `language` (path, query and hash kept). A
 * plain click stores the choice, loads the language's copy, then navigates
 * in the app without a reload (whoever follows the URL's language then
 * switches i18next); without scripts it is an ordinary link. If
 * the copy cannot load, `onUnavailable` says so to the visitor; without it,
 * the server's page in that language is opened.
 */
export function useLanguageLink(
  language: Language,
  onUnavailable?: OnLanguageUnavailable,
  beforeSwitch?: BeforeLanguageSwitch,
): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const href = switchLanguageOfUrl(location, language);
  // The server's HTML knows the path only; the query and hash join once hydrated.
  const shownHref = useHydrated()
    ? href
    : switchLanguageOfUrl({ pathname: location.pathname, search: '', hash: '' }, language);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    storeLanguage(language);
    if (splitLocalizedPath(location.pathname).language === language) return;
    // The copy first, so that the page at the new URL renders in its language
    // at once: the URL's language then switches i18next (the shell's store).
    Promise.all([loadLanguage(language), beforeSwitch?.() ?? true]).then(
      ([, inPlace]) => (inPlace ? navigate(href, { state: location.state as unknown }) : window.location.assign(href)),
      // The copy cannot load (offline, a deploy in progress).
      () => (onUnavailable ? onUnavailable(language) : window.location.assign(href)),
    );
  };
  return { href: shownHref, onClick };
}

function LanguageOption({
  language,
  current,
  onUnavailable,
  beforeSwitch,
}: {
  language: Language;
  current: boolean;
  onUnavailable?: OnLanguageUnavailable;
  beforeSwitch?: BeforeLanguageSwitch;
}) {
  const { t } = useTranslation('common');
  const link = useLanguageLink(language, onUnavailable, beforeSwitch);
  return (
    <a
      {...link}
      hrefLang={language}
      lang={language}
      className={styles.option}
      aria-current={current ? 'true' : undefined}
      aria-label={t(`language.${language}`)}
    >
      {language.toUpperCase()}
    </a>
  );
}

/**
 * EN and FR, each labelled in its own language and marked when current. They
 * are links, so they work before any script runs and for crawlers. Used by
 * the shell's header and by each remote's standalone frame.
 */
export interface LanguageSwitchProps {
  className?: string;
  onUnavailable?: OnLanguageUnavailable;
  beforeSwitch?: BeforeLanguageSwitch;
}

export function LanguageSwitch({ className, onUnavailable, beforeSwitch }: LanguageSwitchProps) {
  const { t } = useTranslation('common');
  const current = splitLocalizedPath(useLocation().pathname).language;
  return (
    <div className={[styles.switch, className].filter(Boolean).join(' ')} role="group" aria-label={t('language.label')}>
      {languages.map((code) => (
        <LanguageOption
          key={code}
          language={code}
          current={code === current}
          onUnavailable={onUnavailable}
          beforeSwitch={beforeSwitch}
        />
      ))}
    </div>
  );
}
