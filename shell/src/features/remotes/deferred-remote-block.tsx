import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from 'shared-i18n';
import { isPrerendering, prerenderedBlock, remoteBlockAttribute } from '../prerender/prerendered-page';
import { loadedRemoteModule, loadRemoteModuleForView, prefetchRemoteModule } from './load-remote-module';
import { RemoteLoading } from './remote-loading';
import { RemoteView } from './remote-view';
import { useRendersFrame } from './fragment-slots';
import styles from './remote-states.module.scss';

export interface DeferredRemoteBlockProps {
  /** Exposed module id, e.g. "remote_services/HomeServiceOverview". */
  id: string;
}

/** How far below the viewport a block starts loading. */
export const deferredBlockMargin = '400px 0px';

/** Child indexes from `root` down to `node`. */
function pathWithin(root: Element, node: Element | null): number[] | undefined {
  if (!node || node === root || !root.contains(node)) return undefined;
  const path: number[] = [];
  for (let current: Element | null = node; current && current !== root; current = current.parentElement) {
    path.unshift(Array.prototype.indexOf.call(current.parentElement?.children ?? [], current));
  }
  return path;
}

/**
 * A remote block further down a page: its code loads when it comes near the
 * viewport or something in it gets the focus, not with the page (pointing at
 * it prefetches). Until then it shows the HTML the build pre-rendered for it,
 * whose links already navigate within the app, or a placeholder of its size
 * when the page was not pre-rendered in the visitor's language. The live
 * block replaces the pre-rendered one only once its code is here, in one
 * step, keeping the focus where it was.
 */
export function DeferredRemoteBlock({ id }: DeferredRemoteBlockProps) {
  const language = useLanguage();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const staticHtml = prerenderedBlock(id, language);
  // Rendered in Node (the page's HTML), the block is the remote's own HTML.
  const rendersFrame = useRendersFrame();
  const [requested, setRequested] = useState(() => isPrerendering() || rendersFrame);
  const [live, setLive] = useState(() => isPrerendering() || rendersFrame || loadedRemoteModule(id) !== undefined);
  const focusPath = useRef<number[] | undefined>(undefined);
  const [firstLanguage] = useState(language);

  useEffect(() => {
    const element = ref.current;
    if (requested || live || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setRequested(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setRequested(true);
      },
      { rootMargin: deferredBlockMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [requested, live]);

  useEffect(() => {
    if (!requested || live) return undefined;
    let current = true;
    const show = () => {
      if (!current) return;
      if (ref.current) focusPath.current = pathWithin(ref.current, document.activeElement);
      setLive(true);
    };
    // A failure shows too: RemoteView shows it with a retry.
    loadRemoteModuleForView(id).then(show, show);
    return () => {
      current = false;
    };
  }, [requested, live, id]);

  // The visitor switched language: the block loads at once, in theirs,
  // rather than waiting in view with a placeholder.
  useEffect(() => {
    if (language !== firstLanguage) setRequested(true);
  }, [language, firstLanguage]);

  // Focus inside the pre-rendered block moves to the same place in the live one.
  useLayoutEffect(() => {
    const path = focusPath.current;
    focusPath.current = undefined;
    if (!live || !path || !ref.current) return;
    const target = path.reduce<Element | undefined>((node, index) => node?.children[index], ref.current);
    if (target instanceof HTMLElement) target.focus();
  }, [live]);

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

  return (
    <div
      ref={ref}
      {...{ [remoteBlockAttribute]: id }}
      onFocusCapture={() => setRequested(true)}
      onPointerEnter={() => prefetchRemoteModule(id)}
    >
      {live ? (
        <RemoteView id={id} compact />
      ) : staticHtml ? (
        // The pre-rendered HTML of this very block, from the same build.
        <div className={styles.prerendered} onClick={followLink} dangerouslySetInnerHTML={{ __html: staticHtml }} />
      ) : (
        <RemoteLoading compact />
      )}
    </div>
  );
}
