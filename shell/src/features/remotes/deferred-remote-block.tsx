import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from 'shared-i18n';
import { isPrerendering, prerenderedBlock, remoteBlockAttribute } from '../prerender/prerendered-page';
import { loadedRemoteModule } from './load-remote-module';
import { RemoteLoading } from './remote-loading';
import { RemoteView } from './remote-view';
import styles from './remote-states.module.scss';

export interface DeferredRemoteBlockProps {
  /** Exposed module id, e.g. "remote_services/HomeServiceOverview". */
  id: string;
}

/** How far below the viewport a block starts loading. */
export const deferredBlockMargin = '400px 0px';

/**
 * A remote block further down a page: its code loads when it comes near the
 * viewport, is focused or pointed at, not with the page. Until then it shows
 * the HTML the build pre-rendered for it (links in it still navigate within
 * the app), or a placeholder of its size when the page was not pre-rendered
 * in the visitor's language.
 */
export function DeferredRemoteBlock({ id }: DeferredRemoteBlockProps) {
  const language = useLanguage();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(() => isPrerendering() || loadedRemoteModule(id) !== undefined);
  const staticHtml = prerenderedBlock(id, language);

  useEffect(() => {
    const element = ref.current;
    if (active || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setActive(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setActive(true);
      },
      { rootMargin: deferredBlockMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  // Pre-rendered links work before the block's code is here: same-origin
  // ones go through the router, like the live block's links would.
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || anchor.target === '_blank') return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  const placeholder = staticHtml ? (
    // The pre-rendered HTML of this very block, from the same build.
    <div className={styles.prerendered} onClick={followLink} dangerouslySetInnerHTML={{ __html: staticHtml }} />
  ) : (
    <RemoteLoading compact />
  );

  return (
    <div
      ref={ref}
      {...{ [remoteBlockAttribute]: id }}
      onFocusCapture={() => setActive(true)}
      onPointerEnter={() => setActive(true)}
    >
      {active ? <RemoteView id={id} compact loading={placeholder} /> : placeholder}
    </div>
  );
}
