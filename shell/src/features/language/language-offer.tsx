import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { X } from 'lucide-react';
import { browserPrefersFrench, hasStoredLanguage, i18n, loadLanguage, storeLanguage } from 'shared-i18n';
import { useLanguageLink, useUrlLanguage } from 'shared-ui';
import { hydrateWaitingViews } from '../../lib/remotes/view-needs';
import { useLanguageStore } from '../../stores/language-store';
import styles from './language-notice.module.scss';

/**
 * A first-time visitor (no language stored) whose browser prefers French is
 * offered, in French, the French version of the English page they opened:
 * never an automatic redirect, and never in the server's HTML (it appears
 * after the page has started, fixed at the bottom, so nothing moves).
 * Either answer is remembered, so it is offered once.
 */
export function LanguageOffer() {
  const language = useUrlLanguage();
  const [t, setT] = useState<TFunction<'common'>>();
  const [dismissed, setDismissed] = useState(false);
  const reportUnavailable = useLanguageStore((state) => state.reportUnavailable);
  // French could not load: the offer gives way to the message saying so.
  const french = useLanguageLink(
    'fr',
    (language) => {
      setDismissed(true);
      reportUnavailable(language);
    },
    hydrateWaitingViews,
  );

  useEffect(() => {
    if (language !== 'en' || hasStoredLanguage() || !browserPrefersFrench()) return;
    let current = true;
    loadLanguage('fr').then(
      () => current && setT(() => i18n.getFixedT('fr', 'common')),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);

  if (!t || dismissed || language !== 'en') return null;
  const dismiss = () => {
    storeLanguage('en');
    setDismissed(true);
  };
  return (
    <aside className={styles.notice} lang="fr" aria-label={t('language.offer.label')} data-language-offer="">
      <p className={styles.text}>{t('language.offer.text')}</p>
      <a className={styles.primary} hrefLang="fr" {...french}>
        {t('language.offer.accept')}
      </a>
      <button type="button" className={styles.secondary} onClick={dismiss}>
        <X size={18} aria-hidden="true" />
        {t('language.offer.dismiss')}
      </button>
    </aside>
  );
}
