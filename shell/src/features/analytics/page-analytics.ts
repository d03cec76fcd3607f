import { useEffect, useRef } from 'react';
import { pushDataLayer } from '@alz/shared';

// spec 1 §7 and spec 2 §3: the home page is reported with this node id, whatever its real one.
export const homeNodeId = 9999;
const homeNodeType = 'homepage';

export interface PageViewInput {
  pathname: string;
  /** The content type, e.g. `content_page`; empty for fixed routes such as /zoeken. */
  nodeType: string;
  nodeId: number | string | undefined;
  /** The kind of page shown (which page module renders it). */
  pageKind: string;
}

/** spec 2 §3: the analytics user record, plus the event name a tag-manager trigger listens for. */
export type PageViewEvent = {
  event: 'page_view';
  userId: string;
  pageKind: string;
  nodeType: string;
  nodeId: number | string;
  trainingsId: string;
  questionId: string;
};

export function pageViewEvent({ pathname, nodeType, nodeId, pageKind }: PageViewInput): PageViewEvent {
  return {
    event: 'page_view',
    // This public site has no log-in, trainings or expert questions: those stay empty.
    userId: '',
    pageKind,
    nodeType,
    nodeId: pathname === '/' || nodeType === homeNodeType ? homeNodeId : (nodeId ?? ''),
    trainingsId: '',
    questionId: '',
  };
}

/**
 * Pushes the page view once the page is known (pass undefined while it loads). Once per page
 * view: re-renders, and StrictMode's second effect run, find the same page and push nothing.
 */
export function usePageViewAnalytics(page: PageViewInput | undefined): void {
  const lastPushed = useRef<string | undefined>(undefined);
  const { pathname, nodeType, nodeId, pageKind } = page ?? {};
  useEffect(() => {
    if (pathname === undefined) return;
    const key = `${pathname}|${nodeType}|${nodeId}`;
    if (lastPushed.current === key) return;
    lastPushed.current = key;
    pushDataLayer(pageViewEvent({ pathname, nodeType: nodeType ?? '', nodeId, pageKind: pageKind ?? '' }));
  }, [pathname, nodeType, nodeId, pageKind]);
}
