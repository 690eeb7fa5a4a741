import type { ReactNode } from 'react';
import { ButtonLink } from '../button/button';
import styles from './cta-band.module.scss';

interface CtaLink {
  label: string;
  to: string;
}

export interface CtaBandProps {
  title: string;
  text?: string;
  /** The main action, drawn as a light button. */
  primary?: CtaLink;
  /** The alternative action, drawn as an outlined button. */
  secondary?: CtaLink;
  /** Any other actions, after the two above. */
  actions?: ReactNode;
}

/** The closing call to action of a page. */
export function CtaBand({ title, text, primary, secondary, actions }: CtaBandProps) {
  return (
    <section className={styles.band} aria-label={title}>
      <div className={styles.inner}>
        <h2 className={styles.title}>{title}</h2>
        {text && <p className={styles.text}>{text}</p>}
        <div className={styles.actions}>
          {primary && (
            <ButtonLink to={primary.to} variant="light">
              {primary.label}
            </ButtonLink>
          )}
          {secondary && (
            <ButtonLink to={secondary.to} variant="outlineLight">
              {secondary.label}
            </ButtonLink>
          )}
          {actions}
        </div>
      </div>
    </section>
  );
}
