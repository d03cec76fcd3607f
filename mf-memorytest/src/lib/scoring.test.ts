import { SCORE_BANDS, pointsFor, scoreGroupOf, scoreOf, scoreRange } from './scoring';
import { testKinds, type TestKind } from './test-kind';

const allAnswers = (kind: TestKind, option: number) =>
  new Map(Array.from({ length: testKinds[kind].questions }, (_, index) => [index + 1, option]));

describe('scoring (spec 1 §5)', () => {
  it('scores the test for yourself 0 to 4 per answer: 0 to 100', () => {
    expect(pointsFor('forMyself', 0)).toBe(0);
    expect(pointsFor('forMyself', 4)).toBe(4);
    expect(scoreOf('forMyself', allAnswers('forMyself', 0))).toBe(0);
    expect(scoreOf('forMyself', allAnswers('forMyself', 4))).toBe(100);
    expect(scoreOf('forMyself', allAnswers('forMyself', 2))).toBe(50);
    expect(scoreRange('forMyself')).toEqual({ min: 0, max: 100 });
  });

  it('scores the test about someone else 1 to 5 per answer: 16 to 80', () => {
    expect(scoreOf('forOthers', allAnswers('forOthers', 0))).toBe(16);
    expect(scoreOf('forOthers', allAnswers('forOthers', 4))).toBe(80);
    expect(scoreOf('forOthers', allAnswers('forOthers', 2))).toBe(48);
    expect(scoreRange('forOthers')).toEqual({ min: 16, max: 80 });
  });

  it.each([
    [0, '0-9'],
    [9, '0-9'],
    [10, '10-20'],
    [20, '10-20'],
    [21, '21-43'],
    [43, '21-43'],
    [44, '44-54'],
    [54, '44-54'],
    [55, '55+'],
    [100, '55+'],
  ])('puts %i of the test for yourself in band %s', (score, group) => {
    expect(scoreGroupOf('forMyself', score)).toBe(group);
  });

  it.each([
    [16, '16-56'],
    [56, '16-56'],
    [57, '57+'],
    [80, '57+'],
  ])('puts %i of the test about someone else in band %s (57 too)', (score, group) => {
    expect(scoreGroupOf('forOthers', score)).toBe(group);
  });

  it('gives every possible score exactly one band, and none outside the range', () => {
    for (const kind of ['forMyself', 'forOthers'] as const) {
      const { min, max } = scoreRange(kind);
      for (let score = min; score <= max; score += 1) {
        expect(SCORE_BANDS[kind].filter((band) => score >= band.min && score <= band.max)).toHaveLength(1);
      }
      expect(scoreGroupOf(kind, min - 1)).toBeNull();
      expect(scoreGroupOf(kind, max + 1)).toBeNull();
    }
  });
});
