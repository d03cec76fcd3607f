import { isComplete, testProblems } from './validation';

const answered = (count: number) => new Map(Array.from({ length: count }, (_, index) => [index + 1, 1]));
const base = { questions: 25, agePosition: 5 };

describe('validation (spec 1 §5)', () => {
  it('asks for every question up to the current one', () => {
    expect(testProblems({ ...base, answers: answered(3), age: null, upTo: 4 })).toEqual([
      { kind: 'question', question: 4 },
    ]);
    expect(testProblems({ ...base, answers: answered(3), age: null, upTo: 3 })).toEqual([]);
  });

  it('asks for the age only once past the age question', () => {
    expect(testProblems({ ...base, answers: answered(5), age: null, upTo: 5 })).toEqual([]);
    expect(testProblems({ ...base, answers: answered(6), age: null, upTo: 6 })).toEqual([{ kind: 'age' }]);
    expect(testProblems({ ...base, answers: answered(6), age: '75', upTo: 6 })).toEqual([]);
  });

  it('lists the problems in page order: the age before the questions after it', () => {
    const answers = answered(8);
    answers.delete(2);
    answers.delete(7);
    expect(testProblems({ ...base, answers, age: null, upTo: 25 }).slice(0, 3)).toEqual([
      { kind: 'question', question: 2 },
      { kind: 'age' },
      { kind: 'question', question: 7 },
    ]);
  });

  it('is complete with every answer and an age, "not-say" included', () => {
    expect(isComplete({ ...base, answers: answered(25), age: 'not-say' })).toBe(true);
    expect(isComplete({ ...base, answers: answered(25), age: null })).toBe(false);
    expect(isComplete({ ...base, answers: answered(24), age: '64' })).toBe(false);
  });
});
