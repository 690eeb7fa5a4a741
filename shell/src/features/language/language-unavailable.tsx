import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { X } from 'lucide-react';
import { i18n, type Language } from 'shared-i18n';
import { switchLanguageOfUrl } from 'shared-ui/site';
import { useLanguageStore } from '../../stores/language-store';
import styles from './language-notice.module.scss';

/** The message in `language`, when that language's site-wide copy is here (a French reader who switched to English and back). */
function InLanguage({ language, shown }: { language: Language; shown: Language }) {
  if (language === shown || !i18n.hasResourceBundle(language, 'common')) return null;
  const t = i18n.getFixedT(language, 'common');
  return (
    <p className={styles.text} lang={language}>
      {t(`language.unavailable.text.${language}`)}
    </p>
  );
}

/**
 * Says that the language the visitor asked for could not be loaded, instead
 * of the switch doing nothing: in the page's language, and in the one asked
 * for when its copy is here. It offers that language's page from the server
 * (a full load, which also picks up a newer deploy). Fixed at the bottom, so
 * nothing moves; focus stays where it was.
 */
export function LanguageUnavailable() {
  const { t, i18n: current } = useTranslation('common');
  const location = useLocation();
  const unavailable = useLanguageStore((state) => state.unavailable);
  const dismiss = useLanguageStore((state) => state.dismissUnavailable);
  if (!unavailable) return null;
  const { language, attempt } = unavailable;
  const shown: Language = current.language === 'fr' ? 'fr' : 'en';
  return (
    <div
      key={attempt}
      className={styles.notice}
      role="alert"
      aria-label={t('language.unavailable.label')}
      data-language-unavailable=""
    >
      <p className={styles.text}>{t(`language.unavailable.text.${language}`)}</p>
      <InLanguage language={language} shown={shown} />
      <a className={styles.primary} href={switchLanguageOfUrl(location, language)} hrefLang={language}>
        {t(`language.unavailable.open.${language}`)}
      </a>
      <button type="button" className={styles.secondary} onClick={dismiss}>
        <X size={18} aria-hidden="true" />
        {t('language.unavailable.close')}
      </button>
    </div>
  );
}
