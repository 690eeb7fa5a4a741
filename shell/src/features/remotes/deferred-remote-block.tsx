import { useEffect, useRef, useState } from 'react';
import { useLanguage } from 'shared-i18n';
import { loadedRemoteModule, prefetchRemoteModule } from '../../lib/remotes/load-remote-module';
import { RemoteView } from './remote-view';
import { useRendersFrame } from './fragment-slots';

export interface DeferredRemoteBlockProps {
  /** Exposed module id, e.g. "remote_services/HomeServiceOverview". */
  id: string;
}

/** How far below the viewport a block starts loading. */
const deferredBlockMargin = '400px 0px';

/** Marks a deferred block's wrapper (the e2e suite scrolls to each). */
const remoteBlockAttribute = 'data-remote-block';

/**
 * A remote block further down a page: its code loads when it comes near the
 * viewport or something in it gets the focus, not with the page (pointing at
 * it prefetches). Until then the page's server HTML of the block stays as it
 * is (RemoteView hydrates it once the code is here); after a navigation in
 * the app, a placeholder of its size holds its place.
 *
 * The wrapper listens with native listeners: React does not dispatch events
 * inside a block it has not hydrated yet.
 */
export function DeferredRemoteBlock({ id }: DeferredRemoteBlockProps) {
  const language = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  const rendersFrame = useRendersFrame();
  const [requested, setRequested] = useState(() => rendersFrame || loadedRemoteModule(id) !== undefined);
  const [firstLanguage] = useState(language);

  useEffect(() => {
    const element = ref.current;
    if (requested || !element) return undefined;
    const request = () => setRequested(true);
    const prefetch = () => prefetchRemoteModule(id);
    element.addEventListener('focusin', request);
    element.addEventListener('pointerenter', prefetch);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && request(), {
            rootMargin: deferredBlockMargin,
          });
    if (observer) observer.observe(element);
    else request();
    return () => {
      element.removeEventListener('focusin', request);
      element.removeEventListener('pointerenter', prefetch);
      observer?.disconnect();
    };
  }, [requested, id]);

  // The server's HTML of a block whose code has not arrived is in the page's
  // first language. Once the visitor has switched, hydrating it would meet
  // different text (a mismatch React reports and repairs by rendering the
  // block again): the block is rendered afresh instead, in their language.
  const [renderAfresh, setRenderAfresh] = useState(false);

  // The visitor switched language: the block loads at once, in theirs,
  // rather than waiting in view with a placeholder.
  const [shownLanguage, setShownLanguage] = useState(language);
  if (language !== shownLanguage) {
    setShownLanguage(language);
    if (language !== firstLanguage) {
      if (!loadedRemoteModule(id)) setRenderAfresh(true);
      setRequested(true);
    }
  }

  return (
    <div ref={ref} {...{ [remoteBlockAttribute]: id }}>
      <RemoteView key={renderAfresh ? 'afresh' : 'server-html'} id={id} compact requested={requested} />
    </div>
  );
}
