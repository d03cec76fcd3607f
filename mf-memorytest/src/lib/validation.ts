import type { AgeOption } from './stored-answers';

export type TestProblem = { kind: 'question'; question: number } | { kind: 'age' };

interface TestState {
  answers: ReadonlyMap<number, number>;
  age: AgeOption | null;
  /** The number of questions of the kind. */
  questions: number;
  /** The age question comes after this many questions. */
  agePosition: number;
  /** Up to which question the visitor has come; the whole test when asking for the result. */
  upTo: number;
}

/**
 * spec 1 §5: every question up to the current one must be answered, and the age chosen once the
 * visitor is past the age question. The problems come in the order they appear on the page.
 */
export function testProblems({ answers, age, questions, agePosition, upTo }: TestState): TestProblem[] {
  const problems: TestProblem[] = [];
  const last = Math.min(upTo, questions);
  for (let question = 1; question <= last; question += 1) {
    if (question === agePosition + 1 && age === null) problems.push({ kind: 'age' });
    if (!answers.has(question)) problems.push({ kind: 'question', question });
  }
  return problems;
}

/**
 * Every question answered and the age chosen (the age question always comes before the last
 * question, so a finished test has passed it): the result can be shown.
 */
export const isComplete = ({ answers, age, questions }: Pick<TestState, 'answers' | 'age' | 'questions'>): boolean =>
  age !== null && Array.from({ length: questions }, (_, index) => index + 1).every((question) => answers.has(question));
