import type { ReactNode } from 'react';
import styles from './cta-band.module.scss';

export interface CtaBandProps {
  title: string;
  text?: string;
  actions: ReactNode;
}

/** The closing call to action of a page. */
export function CtaBand({ title, text, actions }: CtaBandProps) {
  return (
    <section className={styles.band} aria-label={title}>
      <div className={styles.inner}>
        <h2 className={styles.title}>{title}</h2>
        {text && <p className={styles.text}>{text}</p>}
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}
