import type { ApplicationValues } from '@alz/shared/validation/application-fields';

// Per vacancy, in this tab only: what someone typed survives a reload or a crash, and leaves
// with the tab (personal data does not linger in localStorage). The file cannot be kept.
const keyOf = (vacancyPath: string) => `application-form:${vacancyPath}`;

export function loadSavedValues(vacancyPath: string): ApplicationValues {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(keyOf(vacancyPath)) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'string'));
  } catch {
    return {};
  }
}

export function saveValues(vacancyPath: string, values: ApplicationValues): void {
  try {
    sessionStorage.setItem(keyOf(vacancyPath), JSON.stringify(values));
  } catch {
    // Storage full or switched off: the form still works, it just cannot survive a reload.
  }
}

export function clearSavedValues(vacancyPath: string): void {
  try {
    sessionStorage.removeItem(keyOf(vacancyPath));
  } catch {
    // As above: nothing was kept, so nothing needs clearing.
  }
}
