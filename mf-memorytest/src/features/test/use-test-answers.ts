import { useCallback, useState } from 'react';
import { clearTest, loadAge, loadAnswers, saveAge, saveAnswers, type AgeOption } from '../../lib/stored-answers';
import type { TestKind } from '../../lib/test-kind';

/** The visitor's answers and age, kept in session storage as they are given (spec 1 §4). */
export function useTestAnswers(kind: TestKind) {
  // Read once per kind: a reload mid-test resumes where the visitor was.
  // The page is keyed by kind (exposes/memory-test.tsx), so the kind never changes here.
  const [state, setState] = useState(() => ({ answers: loadAnswers(kind), age: loadAge(kind) }));

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

  const chooseAge = useCallback(
    (age: AgeOption) => {
      saveAge(kind, age);
      setState((previous) => ({ ...previous, age }));
    },
    [kind],
  );

  const restart = useCallback(() => {
    clearTest(kind);
    setState({ answers: new Map(), age: null });
  }, [kind]);

  return { answers: state.answers, age: state.age, answer, chooseAge, restart };
}
