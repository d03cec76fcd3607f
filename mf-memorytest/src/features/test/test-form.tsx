import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '@alz/shared/form/error-summary';
import { RadioGroup } from '@alz/shared/form/radio-group';
import { primaryButton } from '@alz/shared/ui/button';
import { trackTest } from '../../lib/analytics';
import { RestartDialog } from '../../lib/restart-dialog';
import { AGE_OPTIONS, currentQuestion, isAgeOption } from '../../lib/stored-answers';
import type { TestContent } from '../../lib/test-content';
import { resultHref } from '../../lib/test-kind';
import { isComplete, testProblems, type TestProblem } from '../../lib/validation';
import styles from '../../lib/memory-test.module.css';
import { useTestAnswers } from './use-test-answers';

const questionInputId = (question: number) => `vraag-${question}`;
const AGE_INPUT_ID = 'leeftijd';
// The way forward: "Volgende vraag" until the test is complete, then "Bekijk de uitslag".
const SUBMIT_ID = 'geheugentest-uitslag';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Moves focus to the next step without a jump: smooth scrolling unless reduced motion is asked. */
function focusCalmly(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  element.focus({ preventScroll: true });
  // The question's fieldset, so its legend shows above the options.
  (element.closest('fieldset') ?? element).scrollIntoView?.({
    block: 'center',
    behavior: reducedMotion() ? 'auto' : 'smooth',
  });
}

/**
 * The questions of one test, one after another (spec 1 §4): the questions up to the current one
 * and, once past its position, the age question. Answering a new question shows and focuses the
 * next; choosing with the arrow keys keeps focus where it is, so a keyboard user can still move
 * between the options. Until every question and the age are answered the form offers "Volgende
 * vraag", which goes to the first open step; only a complete test offers "Bekijk de uitslag" (see
 * README, design notes). A submit that still comes early (Enter in an option) checks everything
 * as spec 1 §5 asks and shows what is missing.
 */
export function TestForm({ content }: { content: TestContent }) {
  const { t } = useTranslation('MemoryTest');
  const navigate = useNavigate();
  const { kind, questions, agePosition } = content;
  const total = questions.length;
  const { answers, age, answer, chooseAge, restart } = useTestAnswers(kind);
  const current = currentQuestion(answers);
  const [problems, setProblems] = useState<TestProblem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [restarting, setRestarting] = useState(false);
  const pendingFocus = useRef<string | null>(null);
  const byArrow = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Which key chose an option: the arrow keys move and choose at once, so they must not move on.
  useEffect(() => {
    const form = formRef.current;
    const noteKey = (event: KeyboardEvent) => {
      byArrow.current = event.key.startsWith('Arrow');
    };
    const notePointer = () => {
      byArrow.current = false;
    };
    form?.addEventListener('keydown', noteKey);
    form?.addEventListener('pointerdown', notePointer);
    return () => {
      form?.removeEventListener('keydown', noteKey);
      form?.removeEventListener('pointerdown', notePointer);
    };
  }, []);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    focusCalmly(pendingFocus.current);
    pendingFocus.current = null;
  });

  const complete = isComplete({ answers, age, questions: total });
  const shownQuestions = Math.min(current, total);
  const ageShown = current > agePosition;

  const nextStepAfter = (question: number, ageChosen: boolean): string => {
    if (question === agePosition && !ageChosen) return AGE_INPUT_ID;
    if (question < total) return questionInputId(question + 1);
    // The last answer with the age skipped: the age is what still stands between them and the result.
    return ageChosen ? SUBMIT_ID : AGE_INPUT_ID;
  };

  const openProblems = () =>
    testProblems({ answers, age, questions: total, agePosition, upTo: Math.min(current, total) });

  const goToNextOpenStep = () => {
    const [next] = openProblems();
    if (!next) return;
    focusCalmly(next.kind === 'age' ? AGE_INPUT_ID : questionInputId(next.question));
  };

  const onAnswer = (question: number, option: number) => {
    const isNew = !answers.has(question);
    answer(question, option);
    if (isNew && answers.size === 0) trackTest('start', content);
    if (isNew) trackTest('answer', content, question);
    if (problems.length > 0)
      setProblems((previous) => previous.filter((p) => !(p.kind === 'question' && p.question === question)));
    // Arrow keys choose while moving through the options: focus stays for the visitor to go on.
    if (isNew && !byArrow.current) pendingFocus.current = nextStepAfter(question, age !== null);
    byArrow.current = false;
  };

  const onAge = (value: string) => {
    if (!isAgeOption(value)) return;
    const isNew = age === null;
    chooseAge(value);
    if (problems.length > 0) setProblems((previous) => previous.filter((p) => p.kind !== 'age'));
    if (isNew && !byArrow.current && answers.size === agePosition)
      pendingFocus.current = questionInputId(agePosition + 1);
    // The age was the last open step: the result is now on offer.
    else if (isNew && !byArrow.current && answers.size === total) pendingFocus.current = SUBMIT_ID;
    byArrow.current = false;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = openProblems();
    setProblems(found);
    if (found.length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    trackTest('complete', content);
    navigate(resultHref(kind));
  };

  const questionError = (question: number) =>
    problems.some((p) => p.kind === 'question' && p.question === question)
      ? t('QuestionErrorMessage', { number: question })
      : null;
  const ageError = problems.some((p) => p.kind === 'age') ? t('AgeErrorMessage') : null;

  const ageGroup = (
    <RadioGroup
      key="age"
      firstInputId={AGE_INPUT_ID}
      name="ageOption"
      legend={<span className={styles.questionText}>{content.ageQuestion || t('Age.Question')}</span>}
      options={AGE_OPTIONS.map((value) => ({ value, label: t(`Age.Options.${value}`) }))}
      value={age ?? ''}
      onChange={onAge}
      error={ageError}
    />
  );

  return (
    <form ref={formRef} className={styles.test} onSubmit={submit} noValidate aria-labelledby="geheugentest-vragen">
      <h2 id="geheugentest-vragen">{content.questionListTitle || t('Test.QuestionsTitle')}</h2>
      <p className={styles.progress} aria-live="polite">
        {/* Answered so far, not "Vraag n van 25": each question's legend already says that. */}
        {current > total ? t('Test.Done', { total }) : t('Test.Progress', { answered: answers.size, total })}
      </p>
      <progress className={styles.bar} max={total} value={answers.size} aria-hidden="true" />
      {problems.length > 0 ? (
        <ErrorSummary
          attempt={attempt}
          items={problems.map((problem) =>
            problem.kind === 'age'
              ? { inputId: AGE_INPUT_ID, message: t('AgeErrorMessage') }
              : {
                  inputId: questionInputId(problem.question),
                  message: t('QuestionErrorMessage', { number: problem.question }),
                },
          )}
        />
      ) : null}
      <ol className={styles.questions}>
        {questions.slice(0, shownQuestions).map((question, index) => {
          const number = index + 1;
          return (
            <li key={number}>
              <RadioGroup
                firstInputId={questionInputId(number)}
                name={`vraag-${number}`}
                legend={
                  <>
                    <span className={styles.questionNumber}>{t('Test.QuestionNumber', { number, total })}</span>{' '}
                    <span className={styles.questionText}>{question}</span>
                  </>
                }
                options={content.answerOptions.map((label, option) => ({ value: String(option), label }))}
                value={answers.has(number) ? String(answers.get(number)) : ''}
                onChange={(value) => onAnswer(number, Number(value))}
                error={questionError(number)}
              />
              {number === agePosition && ageShown ? ageGroup : null}
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        {/* One element in both roles, so focus on it stays when the last answer completes the test. */}
        <button
          id={SUBMIT_ID}
          type={complete ? 'submit' : 'button'}
          className={primaryButton}
          onClick={complete ? undefined : goToNextOpenStep}
        >
          {complete ? t('Test.Submit') : t('Test.Next')}
        </button>
        {answers.size > 0 || age !== null ? (
          <button type="button" className={styles.secondary} onClick={() => setRestarting(true)}>
            {t('Restart.Button')}
          </button>
        ) : null}
      </div>
      {restarting ? (
        <RestartDialog
          onCancel={() => setRestarting(false)}
          onConfirm={() => {
            restart();
            setProblems([]);
            setRestarting(false);
            pendingFocus.current = questionInputId(1);
          }}
        />
      ) : null}
    </form>
  );
}
