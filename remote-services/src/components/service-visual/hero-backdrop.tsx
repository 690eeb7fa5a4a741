import type { LucideIcon } from 'lucide-react';
import type { IllustrationKind } from '../../data/services';
import { drawings } from './drawings';
import styles from './service-visual.module.scss';

export interface HeroBackdropProps {
  kind: IllustrationKind;
  icon: LucideIcon;
}

const dots = Array.from({ length: 48 }, (_, index) => ({
  x: 20 + (index % 8) * 40,
  y: 20 + Math.floor(index / 8) * 40,
}));

/** The decorative visual of a service hero: the kind's drawing as an outline. */
export function HeroBackdrop({ kind, icon: Icon }: HeroBackdropProps) {
  return (
    <div className={styles.backdrop} aria-hidden="true">
      <svg className={styles.onDark} width={320} height={240} viewBox="0 0 320 240" focusable="false">
        {dots.map((dot) => (
          <circle key={`${dot.x}-${dot.y}`} className={styles.dot} cx={dot.x} cy={dot.y} r={1.5} />
        ))}
        <circle className={styles.orbit} cx={160} cy={120} r={110} />
        {drawings[kind]}
      </svg>
      <span className={styles.badge}>
        <Icon size={32} strokeWidth={1.75} />
      </span>
    </div>
  );
}
