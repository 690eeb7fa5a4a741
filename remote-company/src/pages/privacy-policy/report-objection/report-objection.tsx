import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { interactivePart } from 'shared-ui/site';
import { onReportsObjectionChange, reportsObjection, setReportsObjection } from 'field/objection';
import styles from './report-objection.module.scss';

/**
 * The ids the switch is described by: fixed, since the area renders the page
 * alone and the shell hydrates it inside its own tree, where useId would differ.
 */
const ids = { switch: 'page-reports-switch', state: 'page-reports-state', explanation: 'page-reports-explanation' };

/** What the server knows of a visitor's objection: nothing, so its HTML is the same for everyone. */
const unknownOnServer = () => undefined;

/**
 * The switch that turns the page reports off and on (the privacy policy's
 * section on cookies, local storage and page reports). The objection lives
 * in the browser only (field/objection), so the server's HTML shows no state:
 * the switch is laid out but hidden, and its state line empty, until its
 * code has read the visitor's, loaded as it nears the viewport
 * (src/interactive-parts.ts); then nothing moves as they appear. A browser
 * sending Global Privacy Control has the reports off, and the switch says
 * that its setting wins.
 */
export function ReportObjection() {
  const { t } = useTranslation('company');
  const objection = useSyncExternalStore(onReportsObjectionChange, reportsObjection, unknownOnServer);
  /** The browser let the site save nothing: the choice holds for this page only. */
  const [unsaved, setUnsaved] = useState(false);
  const state =
    objection === undefined
      ? undefined
      : unsaved && objection === 'visitor'
        ? t('legal.privacy.reportsSwitch.unsaved')
        : t(`legal.privacy.reportsSwitch.state.${objection}`);
  return (
    <div {...interactivePart('report-objection', 'visible')} className={styles.objection}>
      <div className={styles.row}>
        <input
          id={ids.switch}
          className={objection === undefined ? `${styles.switch} ${styles.unknown}` : styles.switch}
          type="checkbox"
          role="switch"
          checked={objection === 'none'}
          disabled={objection !== 'none' && objection !== 'visitor'}
          aria-describedby={`${ids.state} ${ids.explanation}`}
          onChange={(event) => setUnsaved(!setReportsObjection(!event.target.checked))}
        />
        <label htmlFor={ids.switch} className={styles.label}>
          {t('legal.privacy.reportsSwitch.label')}
        </label>
      </div>
      {/* Not a live region: it fills in as the switch loads near the viewport, which is no news to announce; the
          switch says its own change, and this line is its description. */}
      <p id={ids.state} className={styles.state}>
        {state ?? <noscript>{t('legal.privacy.reportsSwitch.withoutScript')}</noscript>}
      </p>
      <p id={ids.explanation} className={styles.explanation}>
        {t('legal.privacy.reportsSwitch.explanation')}
      </p>
    </div>
  );
}
