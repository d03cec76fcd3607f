import { matchesPath, parsePatterns } from '../../lib/path-patterns/path-patterns';

/** A rule as Drupal's asset injector sends it (spec 1 §3 "Style injection rule"). */
export interface DrupalStyleRule {
  code: string;
  paths: string;
  content_types: string[];
  condition: string;
}

export interface StyleRule {
  code: string;
  paths: string[];
  contentTypes: string[];
  condition: 'AND' | 'OR';
}

// Anything but an explicit OR is AND: the stricter reading never spreads CSS to pages it was
// not meant for.
const toCondition = (value: unknown): StyleRule['condition'] =>
  typeof value === 'string' && value.trim().toUpperCase() === 'OR' ? 'OR' : 'AND';

function toStyleRule(raw: Partial<DrupalStyleRule> | null | undefined): StyleRule | null {
  if (!raw || typeof raw.code !== 'string' || raw.code.trim() === '') return null;
  const contentTypes = Array.isArray(raw.content_types)
    ? raw.content_types.filter((type): type is string => typeof type === 'string' && type !== '')
    : [];
  return { code: raw.code, paths: parsePatterns(raw.paths), contentTypes, condition: toCondition(raw.condition) };
}

/** Wire rules to view models; rules without CSS are dropped, missing fields tolerated. */
export function toStyleRules(items: unknown): StyleRule[] {
  if (!Array.isArray(items)) return [];
  return items.map((item) => toStyleRule(item as Partial<DrupalStyleRule>)).filter((rule) => rule !== null);
}

function applies(rule: StyleRule, pathname: string, contentType: string | undefined): boolean {
  const pathMatches = rule.paths.length > 0 && matchesPath(rule.paths, pathname);
  const typeMatches = contentType !== undefined && rule.contentTypes.includes(contentType);
  if (rule.condition === 'OR') return pathMatches || typeMatches;
  // With AND an empty list places no limit, as in Drupal's asset injector.
  return (rule.paths.length === 0 || pathMatches) && (rule.contentTypes.length === 0 || typeMatches);
}

/** The rules whose conditions hold for this page, in the order the CMS gave them. */
export function rulesFor(rules: readonly StyleRule[], pathname: string, contentType?: string): StyleRule[] {
  return rules.filter((rule) => applies(rule, pathname, contentType));
}
