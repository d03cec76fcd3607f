// spec 1 §2.1, §5 and §9: each kind has its own route, node, number of questions and scoring.
export const testKinds = {
  forMyself: {
    path: '/geheugentest/zelf',
    /** The value of `?test=` on the result page. */
    slug: 'zelf',
    questions: 25,
    /** Points of the first answer option; each next option scores one more (0 to 4). */
    firstOptionPoints: 0,
  },
  forOthers: {
    path: '/geheugentest/ander',
    slug: 'ander',
    questions: 16,
    /** Scored 1 to 5. */
    firstOptionPoints: 1,
  },
} as const;

export type TestKind = keyof typeof testKinds;

export const ANSWER_OPTIONS = 5;

/** The page the result is shown on (a `memory_test_result_page` node). */
export const RESULT_PATH = '/geheugentest/uitslag';

export function isTestKind(value: unknown): value is TestKind {
  return typeof value === 'string' && Object.hasOwn(testKinds, value);
}

/** The kind a result address names (`?test=zelf` or `?test=ander`), if any. */
export function kindOfSlug(slug: string | null): TestKind | null {
  if (slug === testKinds.forMyself.slug) return 'forMyself';
  if (slug === testKinds.forOthers.slug) return 'forOthers';
  return null;
}

export const resultHref = (kind: TestKind) => `${RESULT_PATH}?test=${testKinds[kind].slug}`;
