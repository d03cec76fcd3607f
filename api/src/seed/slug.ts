/** URL slug of a Dutch name: "'s-Hertogenbosch en omstreken" -> "s-hertogenbosch-en-omstreken". */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
