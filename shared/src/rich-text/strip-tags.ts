const TAG = /<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi;
const COMMENT = /<!--[\s\S]*?(-->|$)/g;

/**
 * Spec 2 §5 tag stripper: keeps only the allowed tags (e.g. `['b', 'i']`) and drops comments.
 * It runs without a DOM, so the api can use it too. Allowed tags keep their attributes, so
 * its output is plain-text-like input, never HTML fit to render: that still needs sanitizeHtml.
 */
export function stripTags(input: string, allowed: string[] = []): string {
  const keep = new Set(allowed.map((tag) => tag.toLowerCase()));
  let output = input;
  let previous: string;
  // Repeated until nothing changes, so `<scr<b>ipt>` cannot reassemble into a tag.
  do {
    previous = output;
    output = output.replace(COMMENT, '').replace(TAG, (tag, name: string) => (keep.has(name.toLowerCase()) ? tag : ''));
  } while (output !== previous);
  return output;
}
