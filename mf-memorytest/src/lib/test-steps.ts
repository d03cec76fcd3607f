import type { AgeOption } from './stored-answers';
import type { TestProblem } from './validation';

/** One screen of the test: a question, or the age question (spec 1 §2.11, §4). */
export type TestStep = TestProblem;

interface Shape {
  /** The number of questions of the kind. */
  questions: number;
  /** The age question comes after this many questions. */
  agePosition: number;
}

/** The screens in order: questions 1 to the age position, the age, then the other questions. */
export function testSteps({ questions, agePosition }: Shape): TestStep[] {
  const steps: TestStep[] = [];
  for (let question = 1; question <= questions; question += 1) {
    steps.push({ kind: 'question', question });
    if (question === agePosition) steps.push({ kind: 'age' });
  }
  return steps;
}

export const isAnswered = (step: TestStep, answers: ReadonlyMap<number, number>, age: AgeOption | null): boolean =>
  step.kind === 'age' ? age !== null : answers.has(step.question);

/**
 * Where the visitor carries on: the first screen without an answer (spec 1 §4's current
 * question, the number answered plus one, when the answers came in order), or the last screen
 * of a finished test, where the result is offered.
 */
export function firstOpenStep(
  steps: readonly TestStep[],
  answers: ReadonlyMap<number, number>,
  age: AgeOption | null,
): number {
  const open = steps.findIndex((step) => !isAnswered(step, answers, age));
  return open === -1 ? steps.length - 1 : open;
}
