import type { Page } from '@playwright/test';

/** One layout shift as the browser reported it, with what moved (for the failure message). */
export interface LayoutShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  moved: string[];
}

/** Records the page's layout shifts from its first paint on; read them with `layoutShifts`. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    const entries: unknown[] = [];
    // What moved, short enough to read in a failure: tag, id or class, first words.
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const name = node.id ? `#${node.id}` : node.classList[0] ? `.${node.classList[0]}` : '';
      return `${node.tagName.toLowerCase()}${name} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    Object.assign(window, { layoutShifts: shifts, layoutShiftEntries: entries });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources?: { node: Node | null }[];
        };
        shifts.push(shift.value);
        entries.push({
          value: shift.value,
          startTime: entry.startTime,
          hadRecentInput: shift.hadRecentInput,
          moved: (shift.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The layout shifts so far. Entries come after the frame that shifted: two frames on, any is in. */
export async function layoutShifts(page: Page): Promise<number[]> {
  await settle(page);
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}

/**
 * Cumulative layout shift as Core Web Vitals count it: shifts without recent input, in session
 * windows (a gap under 1 s, at most 5 s long), the largest window's sum. With the window's shifts,
 * so a failure says what moved.
 */
export async function cumulativeLayoutShift(page: Page): Promise<{ value: number; shifts: LayoutShift[] }> {
  await settle(page);
  const entries = await page.evaluate(
    () => (window as unknown as { layoutShiftEntries: LayoutShift[] }).layoutShiftEntries,
  );
  let best = { value: 0, shifts: [] as LayoutShift[] };
  let window = { value: 0, shifts: [] as LayoutShift[] };
  for (const entry of entries.filter((shift) => !shift.hadRecentInput)) {
    const first = window.shifts[0];
    const last = window.shifts.at(-1);
    if (first && last && entry.startTime - last.startTime < 1000 && entry.startTime - first.startTime < 5000)
      window = { value: window.value + entry.value, shifts: [...window.shifts, entry] };
    else window = { value: entry.value, shifts: [entry] };
    if (window.value > best.value) best = window;
  }
  return { value: Math.round(best.value * 1000) / 1000, shifts: best.shifts };
}
