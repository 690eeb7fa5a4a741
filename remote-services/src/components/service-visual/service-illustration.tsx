import type { IllustrationKind } from '../../data/services';
import { drawings } from './drawings';
import styles from './service-visual.module.scss';

export interface ServiceIllustrationProps {
  kind: IllustrationKind;
  /** The accessible name: what the drawing means for this service. */
  alt: string;
}

/**
 * A service's illustration, announced as one image with its alt text. Named
 * by aria-label, not by a generated id: the page's HTML is rendered by the
 * remote on its own and hydrated inside the shell, where useId would differ.
 */
export function ServiceIllustration({ kind, alt }: ServiceIllustrationProps) {
  return (
    <svg
      className={styles.illustration}
      role="img"
      aria-label={alt}
      width={320}
      height={240}
      viewBox="0 0 320 240"
      xmlns="http://www.w3.org/2000/svg"
    >
      {drawings[kind]}
    </svg>
  );
}
