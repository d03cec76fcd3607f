import { useEffect, useState } from 'react';
import { useGetSlideInsQuery } from './api/get-slide-ins';
import { closedThisVisit, readClosedAt, storeClosedAt } from './closed-store';
import { SlideInPanel } from './slide-in-panel';
import { selectSlideIn } from './slide-in-model';

interface Props {
  /** The current path; the slide-in's page patterns are matched against it. */
  pathname: string;
}

/** Focus is in one of the page's forms (not the slide-in's own): the visitor is filling it in. */
const inPageForm = (target: EventTarget | null) =>
  target instanceof Element && !!target.closest('form') && !target.closest('[data-slide-in]');

/**
 * Spec 1 §2.12: the slide-in for this page, or nothing (also while loading or on failure). It
 * stays away for the rest of the visit once closed, whatever its hide period (0 seconds, or
 * blocked storage), and steps aside while the visitor fills in a form on the page.
 */
export function SlideIn({ pathname }: Props) {
  const { data: slideIns = [] } = useGetSlideInsQuery();
  const [closedIds, setClosedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [filling, setFilling] = useState(() => inPageForm(document.activeElement));
  useEffect(() => {
    const follow = (event: FocusEvent) => setFilling(inPageForm(event.type === 'focusin' ? event.target : null));
    document.addEventListener('focusin', follow);
    document.addEventListener('focusout', follow);
    return () => {
      document.removeEventListener('focusin', follow);
      document.removeEventListener('focusout', follow);
    };
  }, []);
  const slideIn = selectSlideIn(slideIns, pathname, (id) => readClosedAt(id), Date.now());
  if (!slideIn || closedIds.has(slideIn.id) || closedThisVisit(slideIn.id) || filling) return null;

  const close = () => {
    storeClosedAt(slideIn.id, Date.now());
    setClosedIds((ids) => new Set(ids).add(slideIn.id));
  };

  // Keyed so "Lees meer" starts folded again when another slide-in takes its place.
  return <SlideInPanel key={slideIn.id} slideIn={slideIn} onClose={close} />;
}
