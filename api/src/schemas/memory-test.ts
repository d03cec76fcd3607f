// GET /api/v1/memory-test/texts?kind=forMyself|forOthers (spec 1 §2.11, §3 "Memory-test text"):
// the result page's paragraphs of one kind of test, PascalCase like the other v1 answers:
//
// [{ ScoreGroup, AgeGroup, Body (HTML paragraphs) }]
//
// ordered by score band, then age group ('all' first), then their position. The site shows the
// texts of the visitor's band whose AgeGroup is 'all' or the chosen age option.

export const MEMORY_TEST_KINDS = ['forMyself', 'forOthers'] as const;
export type MemoryTestKind = (typeof MEMORY_TEST_KINDS)[number];

/** The score bands of spec 1 §9 in score order, named after their range (as in migration 007). */
export const SCORE_GROUPS = {
  forMyself: ['0-9', '10-20', '21-43', '44-54', '55+'],
  forOthers: ['16-56', '57+'],
} as const satisfies Record<MemoryTestKind, readonly string[]>;

/** 'all' for every age, then the age option values of spec 2 from young to old. */
export const AGE_GROUPS = ['all', '64', '64-to-74', '75', 'not-say'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const memoryTestTextsQuerystring = {
  type: 'object',
  required: ['kind'],
  properties: { kind: { type: 'string', enum: MEMORY_TEST_KINDS } },
} as const;

export const memoryTestTextsResponse = {
  type: 'array',
  items: {
    type: 'object',
    required: ['ScoreGroup', 'AgeGroup', 'Body'],
    properties: {
      ScoreGroup: { type: 'string' },
      AgeGroup: { type: 'string', enum: AGE_GROUPS },
      Body: { type: 'string' },
    },
  },
} as const;
