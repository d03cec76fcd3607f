export interface PendingReport {
  error: unknown;
  tags?: Record<string, string>;
}

/**
 * Holds errors raised before the lazily loaded SDK is ready. Bounded, because a page that
 * keeps failing before the SDK arrives must not grow memory; the first errors are kept, as
 * they are usually the cause of the ones after them.
 */
export function createReportQueue(limit: number) {
  const items: PendingReport[] = [];
  let dropped = 0;
  return {
    add(report: PendingReport): void {
      if (items.length < limit) items.push(report);
      else dropped += 1;
    },
    /** Empties the queue; says how many reports did not fit. */
    drain(): { reports: PendingReport[]; dropped: number } {
      const result = { reports: items.splice(0), dropped };
      dropped = 0;
      return result;
    },
  };
}
