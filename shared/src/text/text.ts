/** spec 2 §5: cut at a word boundary at most `max` characters long and add an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const boundary = cut.lastIndexOf(' ');
  const head = (boundary > 0 ? cut.slice(0, boundary) : clean.slice(0, max)).replace(/[\s,.;:!?-]+$/, '');
  return `${head}…`;
}

/** spec 2 §5: lowercase, spaces to hyphens, non-word characters removed. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-+/g, '-');
}
