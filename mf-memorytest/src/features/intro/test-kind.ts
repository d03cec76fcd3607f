// spec 1 §2.1 and §9: each kind has its own route, node and number of questions.
export const testKinds = {
  forMyself: { path: '/geheugentest/zelf', questions: 25 },
  forOthers: { path: '/geheugentest/ander', questions: 16 },
} as const;

export type TestKind = keyof typeof testKinds;

export function isTestKind(value: unknown): value is TestKind {
  return typeof value === 'string' && Object.hasOwn(testKinds, value);
}
