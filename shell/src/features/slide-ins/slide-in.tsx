import { useState } from 'react';
import { useGetSlideInsQuery } from './api/get-slide-ins';
import { readClosedAt, storeClosedAt } from './closed-store';
import { selectSlideIn } from './slide-in-model';
import { SlideInPanel } from './slide-in-panel';

interface Props {
  /** The current path; the slide-in's page patterns are matched against it. */
  pathname: string;
}

/** Spec 1 §2.12: the slide-in for this page, or nothing (also while loading or on failure). */
export function SlideIn({ pathname }: Props) {
  const { data: slideIns = [] } = useGetSlideInsQuery();
  // Kept beside the stored time: with a hide period of 0 seconds, or blocked storage, a closed
  // slide-in must still stay away for the rest of this visit.
  const [closedIds, setClosedIds] = useState<ReadonlySet<string>>(() => new Set());
  const slideIn = selectSlideIn(slideIns, pathname, (id) => readClosedAt(id), Date.now());
  if (!slideIn || closedIds.has(slideIn.id)) return null;

  const close = () => {
    storeClosedAt(slideIn.id, Date.now());
    setClosedIds((ids) => new Set(ids).add(slideIn.id));
  };

  // Keyed so "Lees meer" starts folded again when another slide-in takes its place.
  return <SlideInPanel key={slideIn.id} slideIn={slideIn} onClose={close} />;
}
