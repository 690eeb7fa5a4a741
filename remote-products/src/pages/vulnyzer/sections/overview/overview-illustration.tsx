import styles from './overview-illustration.module.scss';

export interface OverviewIllustrationProps {
  /** Accessible description of the drawing, from the copy. */
  label: string;
}

/**
 * Self-made diagram: code, branches and cloud assets flow into the scanner,
 * which ranks findings by severity. Shapes only, so there is nothing to translate.
 */
export function OverviewIllustration({ label }: OverviewIllustrationProps) {
  return (
    <svg className={styles.svg} viewBox="0 0 480 360" width="480" height="360" role="img" aria-label={label}>
      <rect className={styles.panel} x="1" y="1" width="478" height="358" rx="24" />
      <g className={styles.flow}>
        <path d="M138 82 C 180 82, 180 180, 200 180" />
        <path d="M138 180 H 200" />
        <path d="M138 278 C 180 278, 180 180, 200 180" />
        <path d="M290 180 C 310 180, 310 100, 322 100" />
        <path d="M290 180 H 322" />
        <path d="M290 180 C 310 180, 310 260, 322 260" />
      </g>
      <g>
        <rect className={styles.source} x="34" y="50" width="104" height="64" rx="12" />
        <path className={styles.glyph} d="M70 70 L58 82 L70 94 M102 70 L114 82 L102 94 M92 66 L80 98" />
        <rect className={styles.source} x="34" y="148" width="104" height="64" rx="12" />
        <g className={styles.glyph}>
          <circle cx="66" cy="166" r="6" />
          <circle cx="66" cy="196" r="6" />
          <circle cx="106" cy="174" r="6" />
          <path d="M66 172 V 190 M66 184 C 66 178, 106 186, 106 180" />
        </g>
        <rect className={styles.source} x="34" y="246" width="104" height="64" rx="12" />
        <path
          className={styles.glyph}
          d="M66 290 H 108 A 12 12 0 0 0 106 266 A 18 18 0 0 0 72 270 A 10 10 0 0 0 66 290 Z"
        />
      </g>
      <g>
        <circle className={styles.ring} cx="245" cy="180" r="58" />
        <circle className={styles.ring} cx="245" cy="180" r="40" />
        <circle className={styles.scanner} cx="245" cy="180" r="24" />
        <path className={styles.sweep} d="M245 180 L245 122 A58 58 0 0 1 295 151 Z" />
        <circle className={styles.lens} cx="241" cy="176" r="9" />
        <path className={styles.lens} d="M248 183 L256 191" />
      </g>
      <g>
        <rect className={styles.finding} x="322" y="76" width="128" height="48" rx="10" />
        <circle className={styles.critical} cx="342" cy="100" r="8" />
        <rect className={styles.bar} x="358" y="94" width="76" height="12" rx="6" />
        <rect className={styles.finding} x="322" y="156" width="128" height="48" rx="10" />
        <circle className={styles.high} cx="342" cy="180" r="8" />
        <rect className={styles.bar} x="358" y="174" width="56" height="12" rx="6" />
        <rect className={styles.finding} x="322" y="236" width="128" height="48" rx="10" />
        <circle className={styles.low} cx="342" cy="260" r="8" />
        <rect className={styles.bar} x="358" y="254" width="36" height="12" rx="6" />
      </g>
    </svg>
  );
}
