// spec 1 §2.9: the last search term is remembered, for this visit only (sessionStorage), and
// offered when the visitor comes back to /zoeken without a term.
const key = 'alz.search.last-term';

export function rememberLastTerm(term: string): void {
  try {
    sessionStorage.setItem(key, term);
  } catch {
    // Storage can be off (private mode, full); the search itself still works.
  }
}

export function lastTerm(): string {
  try {
    return (sessionStorage.getItem(key) ?? '').trim();
  } catch {
    return '';
  }
}
