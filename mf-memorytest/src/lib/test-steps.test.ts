import { firstOpenStep, testSteps } from './test-steps';

const answered = (...questions: number[]) => new Map(questions.map((question) => [question, 1]));
const steps = testSteps({ questions: 6, agePosition: 2 });

describe('test steps (spec 1 §4)', () => {
  it('puts the age question right after its position', () => {
    expect(steps).toEqual([
      { kind: 'question', question: 1 },
      { kind: 'question', question: 2 },
      { kind: 'age' },
      { kind: 'question', question: 3 },
      { kind: 'question', question: 4 },
      { kind: 'question', question: 5 },
      { kind: 'question', question: 6 },
    ]);
  });

  it('carries on at the number answered plus one, and at the age once past its position', () => {
    expect(firstOpenStep(steps, new Map(), null)).toBe(0);
    expect(steps[firstOpenStep(steps, answered(1), null)]).toEqual({ kind: 'question', question: 2 });
    expect(steps[firstOpenStep(steps, answered(1, 2), null)]).toEqual({ kind: 'age' });
    expect(steps[firstOpenStep(steps, answered(1, 2, 3), '75')]).toEqual({ kind: 'question', question: 4 });
  });

  it('finds a gap before later answers, and the skipped age of an earlier visit', () => {
    expect(steps[firstOpenStep(steps, answered(1, 3, 4), '64')]).toEqual({ kind: 'question', question: 2 });
    expect(steps[firstOpenStep(steps, answered(1, 2, 3, 4, 5, 6), null)]).toEqual({ kind: 'age' });
  });

  it('stays on the last screen of a finished test, where the result is offered', () => {
    expect(firstOpenStep(steps, answered(1, 2, 3, 4, 5, 6), 'not-say')).toBe(steps.length - 1);
  });
});
