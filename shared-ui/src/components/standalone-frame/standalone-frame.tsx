import type { ReactNode } from 'react';
import { AppLink } from '../app-link/app-link';
import { LanguageSwitch } from '../language-switch/language-switch';
import styles from './standalone-frame.module.scss';

export interface StandaloneFrameProps {
  /** Banner text, e.g. "Standalone preview of the services area". */
  title: string;
  pagesLabel: string;
  links: readonly { to: string; label: string }[];
  children: ReactNode;
}

/**
 * The minimal frame a remote shows when its team runs it alone: links to its
 * pages and the language switch, around the same components the shell loads.
 */
export function StandaloneFrame({ title, pagesLabel, links, children }: StandaloneFrameProps) {
  return (
    <>
      <header className={styles.bar}>
        <p className={styles.title}>{title}</p>
        <nav aria-label={pagesLabel}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className={styles.languages} />
      </header>
      <main id="main">{children}</main>
    </>
  );
}
