/**
 * Ends the current task and goes on in a new one, so the browser can answer a tap or paint in
 * between: `scheduler.yield()` where the browser has it (its continuation goes before other
 * waiting tasks), a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
