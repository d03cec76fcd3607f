import { ANSWER_OPTIONS, testKinds, type TestKind } from './test-kind';

/**
 * The score bands of spec 1 §9, in the words the api's memory-test texts use as score groups.
 * forMyself (0 to 100): 0-9, 10-20, 21-43, 44-54, 55 and up. forOthers (16 to 80): the spec's
 * second set ("56 or less" and "57 or more") left 57 itself out; here the bands are contiguous,
 * so every score has exactly one band: 16-56 and 57 and up.
 */
export const SCORE_BANDS: Record<TestKind, readonly { group: string; min: number; max: number }[]> = {
  forMyself: [
    { group: '0-9', min: 0, max: 9 },
    { group: '10-20', min: 10, max: 20 },
    { group: '21-43', min: 21, max: 43 },
    { group: '44-54', min: 44, max: 54 },
    { group: '55+', min: 55, max: 100 },
  ],
  forOthers: [
    { group: '16-56', min: 16, max: 56 },
    { group: '57+', min: 57, max: 80 },
  ],
};

/** The lowest and highest score a complete test of this kind can have (0-100, 16-80). */
export function scoreRange(kind: TestKind): { min: number; max: number } {
  const { questions, firstOptionPoints } = testKinds[kind];
  return { min: questions * firstOptionPoints, max: questions * (firstOptionPoints + ANSWER_OPTIONS - 1) };
}

/** Points for one answer: the chosen option's index (0 to 4) plus the kind's first points. */
export const pointsFor = (kind: TestKind, option: number): number => testKinds[kind].firstOptionPoints + option;

/** The sum of the points of every answered question (spec 1 §5). */
export function scoreOf(kind: TestKind, answers: ReadonlyMap<number, number>): number {
  let score = 0;
  for (const option of answers.values()) score += pointsFor(kind, option);
  return score;
}

/** The band a score falls in; a score outside the kind's range has none. */
export function scoreGroupOf(kind: TestKind, score: number): string | null {
  return SCORE_BANDS[kind].find((band) => score >= band.min && score <= band.max)?.group ?? null;
}
