import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { useLocalize, useRoutePath } from 'shared-ui';
import { menuSections, paths } from 'shared-ui/site';
import { useSiteRoutes } from '../../lib/site-routes/site-routes';
import { labelIn } from './menu-labels';
import { navItems } from './nav-items';
import { usePrefetchRemote } from './use-prefetch-remote';
import styles from './desktop-nav.module.scss';

/**
 * Radix NavigationMenu gives the dropdown its keyboard model (arrow keys,
 * Home/End, Enter/Space, Escape) and its hover timings.
 */
export function DesktopNav() {
  const { t, i18n } = useTranslation('common');
  const pathname = useRoutePath();
  // The Services menu's entries: the services area's, from its routes in force.
  const sections = menuSections(useSiteRoutes(), 'services');
  const localize = useLocalize();
  const prefetch = usePrefetchRemote();
  const inServices = pathname === paths.services || pathname.startsWith(`${paths.services}/`);
  const keepHoverOpen = useClickKeepsHoverOpen();

  return (
    <NavigationMenu.Root className={styles.root} aria-label={t('nav.label')} delayDuration={100}>
      <NavigationMenu.List className={styles.list}>
        {navItems.map((item) =>
          item.key === 'services' ? (
            <NavigationMenu.Item key={item.key} className={styles.item}>
              {/* Without JavaScript the menu cannot open: the services page in its place, the same size (styles). */}
              <a
                href={localize(paths.services)}
                className={`${styles.link} ${styles.withoutScript}`}
                data-active={inServices || undefined}
              >
                {t('nav.services')}
                <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
              </a>
              <NavigationMenu.Trigger
                className={`${styles.link} ${styles.withScript}`}
                data-active={inServices || undefined}
                // The menu's trigger is no link: the document's listeners prefetch what links lead to (features/remotes/intent.ts).
                onPointerEnter={() => prefetch(item.path)}
                onFocus={() => prefetch(item.path)}
                {...keepHoverOpen}
              >
                {t('nav.services')}
                <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={styles.content}>
                <NavigationMenu.Link asChild active={pathname === paths.services}>
                  <NavLink to={localize(paths.services)} end className={styles.allServices}>
                    <span className={styles.allTitle}>{t('nav.allServices')}</span>
                    <span className={styles.allText}>{t('nav.allServicesText')}</span>
                  </NavLink>
                </NavigationMenu.Link>
                <div className={styles.groups}>
                  {sections.map((section) => (
                    <div key={section.key} className={styles.group}>
                      <p className={styles.groupTitle} id={`nav-group-${section.key}`}>
                        {labelIn(section.label, i18n.language, section)}
                      </p>
                      <ul className={styles.groupList} aria-labelledby={`nav-group-${section.key}`}>
                        {section.links.map((link) => (
                          <li key={link.path}>
                            <NavigationMenu.Link asChild active={pathname === link.path}>
                              <NavLink to={localize(link.path)} className={styles.serviceLink}>
                                {labelIn(link.label, i18n.language, link)}
                              </NavLink>
                            </NavigationMenu.Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.key} className={styles.item}>
              <NavigationMenu.Link asChild active={item.path === pathname}>
                <NavLink to={localize(item.path)} end={item.path === paths.home} className={styles.link}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
      <div className={styles.viewportWrap}>
        <NavigationMenu.Viewport className={styles.viewport} />
      </div>
    </NavigationMenu.Root>
  );
}

/**
 * Radix opens the menu when the mouse rests on its trigger, and a click on an open trigger closes it: a visitor
 * who points at "Services" and clicks a moment later would see the menu open and shut. The first click after the
 * pointer opened it keeps it open (what Radix's own fix proposes, radix-ui/primitives#3882); the next one closes it.
 */
function useClickKeepsHoverOpen() {
  const openedByPointer = useRef(false);
  const isOpen = (trigger: HTMLElement) => trigger.getAttribute('aria-expanded') === 'true';
  return {
    onPointerMove: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.pointerType === 'mouse' && !isOpen(event.currentTarget)) openedByPointer.current = true;
    },
    onPointerLeave: () => {
      openedByPointer.current = false;
    },
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      // Radix's own handler runs after this one, unless the event's default is prevented.
      if (openedByPointer.current && isOpen(event.currentTarget)) event.preventDefault();
      openedByPointer.current = false;
    },
  };
}
