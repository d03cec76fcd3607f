const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start (00:00 UTC) of a real calendar day written YYYY-MM-DD, or null for anything else. */
export function startOfIsoDay(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2026-02-30 over into March; only a day that exists comes back unchanged.
  return new Date(time).toISOString().startsWith(day) ? time : null;
}

export const isIsoDay = (value: string) => startOfIsoDay(value) !== null;
