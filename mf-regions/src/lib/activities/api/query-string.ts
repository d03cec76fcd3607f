/** Query string without empty parameters, in the given order (the api reads absent as "all"). */
export function queryOf(params: Record<string, string | number | null | undefined>): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => [key, String(value)]);
  return new URLSearchParams(entries).toString();
}
