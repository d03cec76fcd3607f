import type { DrupalNode } from '../wire/drupal';

/** The home page comes from its own call (an array, first item); other paths by alias. */
export function nodeUrl(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return '/api/drupal/api/homepage';
  return `/api/drupal${trimmed}`;
}

/** The home call answers an array whose first item is the home page (spec 1 §7). */
export function firstNode(answer: unknown): DrupalNode {
  const node = Array.isArray(answer) ? answer[0] : answer;
  if (!node || typeof node !== 'object' || typeof (node as DrupalNode).type !== 'string') {
    throw new Error('The answer holds no content node');
  }
  return node as DrupalNode;
}
