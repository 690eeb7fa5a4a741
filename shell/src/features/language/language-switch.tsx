import { useTranslation } from 'react-i18next';
import { languages } from 'shared-i18n';
import { useLanguageStore } from './language-store';
import styles from './language-switch.module.scss';

/**
 * Two toggle buttons, EN and FR: one click, no menu to open, and the state
 * is announced with aria-pressed. Each button is labelled in its own language.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);

  return (
    <div className={styles.switch} role="group" aria-label={t('language.label')}>
      {languages.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={styles.option}
          aria-pressed={language === code}
          aria-label={t(`language.${code}`)}
          onClick={() => void setLanguage(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
