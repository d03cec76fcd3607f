import type { DrupalNode } from '@alz/shared/wire/drupal';
import { nodeIntro } from '@alz/shared/wire/node';
import { link, records, richText, trimmedText, type LinkModel } from '@alz/shared/wire/read';
import { isAgeOption, type AgeOption } from '../../lib/stored-answers';
import type { TestKind } from '../../lib/test-kind';

/** One memory-test text (spec 1 §3): a paragraph for a score group and an age group. */
export interface MemoryTestText {
  scoreGroup: string;
  /** An age option, or `all` for every age. */
  ageGroup: AgeOption | 'all';
  body: string;
}

/** `[{ ScoreGroup, AgeGroup, Body }]` -> texts; anything incomplete is left out. */
export function toMemoryTestTexts(answer: unknown): MemoryTestText[] {
  return records(answer).flatMap((item): MemoryTestText[] => {
    const scoreGroup = trimmedText(item.ScoreGroup);
    const ageGroup = trimmedText(item.AgeGroup);
    const body = richText(item.Body);
    if (!scoreGroup || !body || !(ageGroup === 'all' || isAgeOption(ageGroup))) return [];
    return [{ scoreGroup, ageGroup, body }];
  });
}

/** spec 1 §2.2: the paragraphs for this score group and age (texts for every age included). */
export const scoreParagraphs = (texts: MemoryTestText[], scoreGroup: string | null, age: AgeOption): string[] =>
  texts
    .filter((item) => item.scoreGroup === scoreGroup && (item.ageGroup === 'all' || item.ageGroup === age))
    .map((item) => item.body);

/** The result page node (content type memory_test_result_page). */
export interface ResultPageModel {
  title: string;
  intro: string;
  subtitle: Record<TestKind, string>;
  /** One brochure per kind; its address gets the score (spec 1 §2.11). */
  brochure: Record<TestKind, LinkModel | null>;
}

/**
 * Wire: field_subtitle_for_myself, field_subtitle_for_others, field_brochure_for_myself and
 * field_brochure_for_others ({ title, uri }).
 */
export const toResultPage = (node: DrupalNode): ResultPageModel => ({
  title: trimmedText(node.title),
  intro: nodeIntro(node),
  subtitle: {
    forMyself: trimmedText(node.field_subtitle_for_myself),
    forOthers: trimmedText(node.field_subtitle_for_others),
  },
  brochure: {
    forMyself: link(node.field_brochure_for_myself),
    forOthers: link(node.field_brochure_for_others),
  },
});

/** The brochure's address with the score as `score` (spec 1 §2.11, §7). */
export function brochureHref(brochure: LinkModel, score: number): string {
  const url = new URL(brochure.url, 'https://site.invalid');
  url.searchParams.set('score', String(score));
  return brochure.url.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
