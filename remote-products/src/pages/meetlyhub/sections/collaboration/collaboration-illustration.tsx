import styles from './collaboration-illustration.module.scss';

export interface CollaborationIllustrationProps {
  /** Accessible description of the drawing, from the copy. */
  label: string;
}

/**
 * Self-made drawing of a meeting window: a shared screen, four participant
 * tiles and a chat panel. Shapes only, so there is nothing to translate.
 */
export function CollaborationIllustration({ label }: CollaborationIllustrationProps) {
  const tiles = [
    { x: 40, y: 232 },
    { x: 118, y: 232 },
    { x: 196, y: 232 },
    { x: 274, y: 232 },
  ];
  return (
    <svg className={styles.svg} viewBox="0 0 480 360" width="480" height="360" role="img" aria-label={label}>
      <rect className={styles.window} x="1" y="1" width="478" height="358" rx="24" />
      <path className={styles.bar} d="M1 25 A24 24 0 0 1 25 1 H455 A24 24 0 0 1 479 25 V44 H1 Z" />
      <circle className={styles.dot} cx="28" cy="23" r="6" />
      <circle className={styles.dot} cx="48" cy="23" r="6" />
      <circle className={styles.dot} cx="68" cy="23" r="6" />
      <rect className={styles.screen} x="40" y="64" width="300" height="152" rx="12" />
      <rect className={styles.slideBar} x="64" y="168" width="36" height="28" rx="4" />
      <rect className={styles.slideBar} x="112" y="140" width="36" height="56" rx="4" />
      <rect className={styles.slideBar} x="160" y="116" width="36" height="80" rx="4" />
      <rect className={styles.slideLine} x="220" y="96" width="96" height="10" rx="5" />
      <rect className={styles.slideLine} x="220" y="118" width="72" height="10" rx="5" />
      <rect className={styles.slideLine} x="220" y="140" width="84" height="10" rx="5" />
      {tiles.map(({ x, y }, index) => (
        <g key={x}>
          <rect className={index === 0 ? styles.tileActive : styles.tile} x={x} y={y} width="66" height="64" rx="10" />
          <circle className={styles.head} cx={x + 33} cy={y + 24} r="11" />
          <path className={styles.head} d={`M${x + 13} ${y + 58} A20 16 0 0 1 ${x + 53} ${y + 58} Z`} />
        </g>
      ))}
      <rect className={styles.chat} x="356" y="64" width="96" height="232" rx="12" />
      <rect className={styles.bubble} x="368" y="80" width="64" height="20" rx="10" />
      <rect className={styles.bubbleOwn} x="380" y="112" width="60" height="20" rx="10" />
      <rect className={styles.bubble} x="368" y="144" width="52" height="20" rx="10" />
      <rect className={styles.bubbleOwn} x="388" y="176" width="52" height="20" rx="10" />
      <rect className={styles.input} x="368" y="260" width="72" height="24" rx="12" />
      <circle className={styles.control} cx="200" cy="326" r="14" />
      <circle className={styles.controlEnd} cx="240" cy="326" r="14" />
      <circle className={styles.control} cx="280" cy="326" r="14" />
    </svg>
  );
}
