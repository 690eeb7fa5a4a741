import { useEffect, useId, useRef, useState, type FocusEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Menu, X } from 'lucide-react';
import { useLocalize, useRoutePath } from 'shared-ui';
import { menuSections, paths } from 'shared-ui/site';
import { useSiteRoutes } from '../../lib/site-routes/site-routes';
import { labelIn } from './menu-labels';
import { navItems } from './nav-items';
import styles from './mobile-menu.module.scss';

/**
 * The collapsible menu of narrow screens: a details/summary disclosure, so
 * it opens and its links work before the app has started and without
 * JavaScript. The app adds the rest: it closes when a link is chosen, on
 * Escape, when focus moves on past it, and on a new page.
 */
export function MobileMenu() {
  const { t, i18n } = useTranslation('common');
  // The Services menu's entries: the services area's, from its routes in force.
  const sections = menuSections(useSiteRoutes(), 'services');
  // The browser opens and closes the disclosure; `open` mirrors it (onToggle).
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const panelId = useId();
  const toggleRef = useRef<HTMLElement>(null);
  // A new page closes the menu; the same page in the other language keeps it open.
  const pathname = useRoutePath();
  const localize = useLocalize();

  const close = () => {
    if (menuRef.current) menuRef.current.open = false;
  };

  useEffect(close, [pathname]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menuRef.current?.open) return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // The open panel covers the page: focus moving on into it (Tab past the
  // last link) would land out of sight, so the menu closes then. Focus
  // staying in the header (the language switch) keeps it open.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDetailsElement>) => {
    const next = event.relatedTarget;
    if (event.currentTarget.open && next instanceof Node && !event.currentTarget.closest('header')?.contains(next))
      close();
  };

  return (
    <details
      ref={menuRef}
      className={styles.mobile}
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}
      onBlur={closeWhenFocusLeaves}
    >
      <summary ref={toggleRef} className={styles.toggle} aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}>
        <Menu className={styles.openIcon} size={24} aria-hidden="true" />
        <X className={styles.closeIcon} size={24} aria-hidden="true" />
      </summary>
      <nav id={panelId} className={styles.panel} aria-label={t('nav.label')}>
        <ul className={styles.list}>
          {navItems.map((item) =>
            item.key === 'services' ? (
              <li key={item.key}>
                <NavLink to={localize(paths.services)} end className={styles.link} onClick={close}>
                  {t('nav.allServices')}
                </NavLink>
                {sections.map((section) => (
                  <div key={section.key} className={styles.group}>
                    <p className={styles.groupTitle} id={`${panelId}-${section.key}`}>
                      {labelIn(section.label, i18n.language, section)}
                    </p>
                    <ul className={styles.subList} aria-labelledby={`${panelId}-${section.key}`}>
                      {section.links.map((link) => (
                        <li key={link.path}>
                          <NavLink to={localize(link.path)} className={styles.subLink} onClick={close}>
                            {labelIn(link.label, i18n.language, link)}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </li>
            ) : (
              <li key={item.key}>
                <NavLink
                  to={localize(item.path)}
                  end={item.path === paths.home}
                  className={styles.link}
                  onClick={close}
                >
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </details>
  );
}
