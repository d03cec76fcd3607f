import { useEffect, type RefObject } from 'react';

/** Spec 2 §9: details open and close over 350 ms. */
export const DETAILS_ANIMATION_MS = 350;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function animateHeight(details: HTMLDetailsElement, opening: boolean): void {
  const summary = details.querySelector(':scope > summary');
  const closedHeight = `${summary?.getBoundingClientRect().height ?? 0}px`;
  const startHeight = `${details.getBoundingClientRect().height}px`;
  if (opening) details.open = true;
  const endHeight = opening ? `${details.scrollHeight}px` : closedHeight;
  details.style.overflow = 'hidden';
  const animation = details.animate([{ height: startHeight }, { height: endHeight }], {
    duration: DETAILS_ANIMATION_MS,
    easing: 'ease-out',
  });
  const done = () => {
    details.style.overflow = '';
    if (!opening) details.open = false;
  };
  animation.onfinish = done;
  animation.oncancel = done;
}

/**
 * Animates every `<details>` inside `ref` (spec 2 §4 "Details"); without animation support or
 * under reduced motion the native toggle stays. For printing all of them open, and the ones
 * that were closed close again afterwards.
 */
export function useDetailsAnimation(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;

    const onClick = (event: MouseEvent) => {
      const summary = event.target instanceof Element ? event.target.closest('summary') : null;
      const details = summary?.parentElement;
      if (!(details instanceof HTMLDetailsElement) || !root.contains(details)) return;
      if (typeof details.animate !== 'function' || prefersReducedMotion()) return;
      event.preventDefault();
      details.getAnimations().forEach((running) => running.finish());
      animateHeight(details, !details.open);
    };

    let closedForPrint: HTMLDetailsElement[] = [];
    const beforePrint = () => {
      closedForPrint = Array.from(root.querySelectorAll('details')).filter((details) => !details.open);
      for (const details of closedForPrint) details.open = true;
    };
    const afterPrint = () => {
      for (const details of closedForPrint) details.open = false;
      closedForPrint = [];
    };

    root.addEventListener('click', onClick);
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      root.removeEventListener('click', onClick);
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, [ref]);
}
