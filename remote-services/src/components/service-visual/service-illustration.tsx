import { useId } from 'react';
import type { IllustrationKind } from '../../data/services';
import { drawings } from './drawings';
import styles from './service-visual.module.scss';

export interface ServiceIllustrationProps {
  kind: IllustrationKind;
  /** The accessible name: what the drawing means for this service. */
  alt: string;
}

/** A service's illustration, announced as one image with its alt text. */
export function ServiceIllustration({ kind, alt }: ServiceIllustrationProps) {
  const titleId = useId();
  return (
    <svg
      className={styles.illustration}
      role="img"
      aria-labelledby={titleId}
      width={320}
      height={240}
      viewBox="0 0 320 240"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{alt}</title>
      {drawings[kind]}
    </svg>
  );
}
