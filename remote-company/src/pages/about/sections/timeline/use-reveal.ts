import { useEffect, useRef, useState } from 'react';

const revealStaggerMs = 150;

export interface RevealState {
  /** JS is running and will reveal items: only now may CSS hide them. */
  ready: boolean;
  /** Per revealed item, its transition delay (ms). */
  delays: ReadonlyMap<number, number>;
}

/**
 * Reveals the list's [data-index] children once 20% of each is in view
 * (100px short of the bottom edge). Revealed items stay revealed. Without
 * IntersectionObserver, or with reduced motion, nothing is ever hidden.
 */
export function useReveal<T extends HTMLElement>(count: number) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>({ ready: false, delays: new Map() });

  useEffect(() => {
    const list = ref.current;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (!list || reduced || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entering = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
        if (entering.length === 0) return;
        entering.forEach((element) => observer.unobserve(element));
        setState((current) => {
          const delays = new Map(current.delays);
          // Items entering together cascade, 150 ms apart.
          entering
            .map((element) => Number(element.dataset.index))
            .sort((a, b) => a - b)
            .forEach((index, order) => delays.set(index, order * revealStaggerMs));
          return { ...current, delays };
        });
      },
      { threshold: 0.2, rootMargin: '0px 0px -100px 0px' },
    );
    list.querySelectorAll<HTMLElement>('[data-index]').forEach((element) => observer.observe(element));
    setState((current) => ({ ...current, ready: true }));
    return () => observer.disconnect();
  }, [count]);

  return { ref, ...state };
}
