import { useCallback, useState } from 'react';
import { clearTest, loadAge, loadAnswers, saveAge, saveAnswers, type AgeOption } from '../../lib/stored-answers';
import type { TestKind } from '../../lib/test-kind';

/** The visitor's answers and age, kept in session storage as they are given (spec 1 §4). */
export function useTestAnswers(kind: TestKind) {
  // Read once per kind: a reload mid-test resumes where the visitor was.
  const [state, setState] = useState(() => ({ kind, answers: loadAnswers(kind), age: loadAge() }));
  let current = state;
  if (state.kind !== kind) {
    current = { kind, answers: loadAnswers(kind), age: loadAge() };
    setState(current);
  }

  const answer = useCallback(
    (question: number, option: number) => {
      setState((previous) => {
        const answers = new Map(previous.answers).set(question, option);
        saveAnswers(kind, answers);
        return { ...previous, answers };
      });
    },
    [kind],
  );

  const chooseAge = useCallback((age: AgeOption) => {
    saveAge(age);
    setState((previous) => ({ ...previous, age }));
  }, []);

  const restart = useCallback(() => {
    clearTest(kind);
    setState({ kind, answers: new Map(), age: null });
  }, [kind]);

  return { answers: current.answers, age: current.age, answer, chooseAge, restart };
}
