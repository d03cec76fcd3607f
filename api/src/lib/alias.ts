import { httpError } from './http-error';

const MAX_PATH_LENGTH = 512;

/** The alias for a requested path (without its leading slash); rejects what no alias can look like (400). */
export function toAlias(path: string): string {
  if (path.length > MAX_PATH_LENGTH) throw httpError(400, 'Het pad is te lang.');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f]/.test(path)) throw httpError(400, 'Het pad bevat ongeldige tekens.');
  // Dot segments could only come from a hand-made request; an alias never contains them.
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw httpError(400, 'Het pad bevat ongeldige delen.');
  }
  return `/${path}`.replace(/\/+$/, '') || '/';
}

/** The alias for a path sent as a query parameter, which starts with a slash ("/dementie/"). */
export function aliasFromQuery(path: string): string {
  if (!path.startsWith('/')) throw httpError(400, 'Het pad moet met een / beginnen.');
  return toAlias(path.slice(1));
}
