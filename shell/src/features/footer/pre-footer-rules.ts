// Spec 1 §2.3: pages that are themselves a sign-up or a donation flow; asking for money or
// time below them would pull the visitor away from the form they came for.
const HIDDEN_PATHS = new Set([
  '/nieuwsbrief-bedankt',
  '/training-houd-je-brein-gezond',
  '/zakelijk/nieuwsbrief-aanmelden',
  '/gedichten-nieuwsbrief',
  '/nieuwsbrief',
  '/onderzoek/projecten/aboard/nieuwsbrieven',
  '/collecte',
  '/aanmelden-scienceflash',
]);

const HIDDEN_PREFIX = '/geheugentest';

export const preFooterHiddenPaths: readonly string[] = [...HIDDEN_PATHS];

/** The router may hand us `/collecte/`; the list is written without trailing slashes. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** True when the pre-footer must not show: a listed page, the memory test, or the page asks. */
export function isPreFooterHidden(pathname: string, hideRequested: boolean): boolean {
  if (hideRequested) return true;
  const path = withoutTrailingSlash(pathname);
  return HIDDEN_PATHS.has(path) || path.startsWith(HIDDEN_PREFIX);
}
