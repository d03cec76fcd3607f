import { lazy, Suspense, useState } from 'react';
import { RemoteBoundary } from '@alz/shared/ui/remote-module';
import { useGetSlideInsQuery } from './api/get-slide-ins';
import { readClosedAt, storeClosedAt } from './closed-store';
import { selectSlideIn } from './slide-in-model';

// The panel's code loads when a page has a slide-in to show, not with every page: it slides in
// over the page (fixed, nothing moves), a moment after the page itself. If it cannot load, the
// page goes on without it.
const SlideInPanel = lazy(() => import('./slide-in-panel').then((module) => ({ default: module.SlideInPanel })));

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
  return (
    <RemoteBoundary id="shell/SlideInPanel" fallback={null}>
      <Suspense fallback={null}>
        <SlideInPanel key={slideIn.id} slideIn={slideIn} onClose={close} />
      </Suspense>
    </RemoteBoundary>
  );
}
