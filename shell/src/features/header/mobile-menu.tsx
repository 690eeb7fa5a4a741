import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Menu, X } from 'lucide-react';
import { paths, serviceGroupOrder, serviceGroups, useLocalize, useRoutePath } from 'shared-ui';
import { navItems } from './nav-items';
import styles from './mobile-menu.module.scss';

/** The collapsible menu of narrow screens; it closes when a link is chosen. */
export function MobileMenu() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A new page closes the menu; the same page in the other language keeps it open.
  const pathname = useRoutePath();
  const localize = useLocalize();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  // The open panel covers the page: focus moving on into it (Tab past the
  // last link) would land out of sight, so the menu closes then. Focus
  // staying in the header (the language switch) keeps it open.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.closest('header')?.contains(next)) close();
  };

  return (
    <div className={styles.mobile} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
      </button>
      <nav id={panelId} className={styles.panel} hidden={!open} aria-label={t('nav.label')}>
        <ul className={styles.list}>
          {navItems.map((item) =>
            item.key === 'services' ? (
              <li key={item.key}>
                <NavLink to={localize(paths.services)} end className={styles.link} onClick={close}>
                  {t('nav.allServices')}
                </NavLink>
                {serviceGroupOrder.map((group) => (
                  <div key={group} className={styles.group}>
                    <p className={styles.groupTitle} id={`${panelId}-${group}`}>
                      {t(`nav.groups.${group}`)}
                    </p>
                    <ul className={styles.subList} aria-labelledby={`${panelId}-${group}`}>
                      {serviceGroups[group].map((slug) => (
                        <li key={slug}>
                          <NavLink to={localize(paths.service(slug))} className={styles.subLink} onClick={close}>
                            {t(`nav.serviceLinks.${slug}`)}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </li>
            ) : (
              <li key={item.key}>
                <NavLink to={localize(item.path)} end={item.path === paths.home} className={styles.link} onClick={close}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
