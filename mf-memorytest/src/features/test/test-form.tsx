import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '@alz/shared/form/error-summary';
import { RadioGroup } from '@alz/shared/form/radio-group';
import { primaryButton } from '@alz/shared/ui/button';
import { trackTest } from '../../lib/analytics';
import { focusGroup } from '../../lib/focus-group';
import { RestartDialog } from '../../lib/restart-dialog';
import { AGE_OPTIONS, isAgeOption } from '../../lib/stored-answers';
import type { TestContent } from '../../lib/test-content';
import { resultHref } from '../../lib/test-kind';
import { firstOpenStep, isAnswered, testSteps, type TestStep } from '../../lib/test-steps';
import { isComplete, testProblems, type TestProblem } from '../../lib/validation';
import styles from '../../lib/memory-test.module.css';
import { useTestAnswers } from './use-test-answers';

const questionInputId = (question: number) => `vraag-${question}`;
const AGE_INPUT_ID = 'leeftijd';
const inputIdOf = (step: TestStep) => (step.kind === 'age' ? AGE_INPUT_ID : questionInputId(step.question));
const sameStep = (a: TestStep, b: TestStep) =>
  a.kind === b.kind && (a.kind === 'age' || (b.kind === 'question' && a.question === b.question));

/**
 * The test one screen at a time (GOV.UK "one thing per page"; spec 1 §2.11 and §4 read as a
 * sequence, see docs/decisions/0019-memory-test-one-question-per-screen.md): a question, or the age question after question
 * `agePosition`. Choosing an option never moves on by itself; "Volgende vraag" does, once the
 * screen is answered, and otherwise shows its error as spec 1 §5 asks. The last screen offers
 * "Bekijk de uitslag" once every question and the age are answered. A reload carries on at the
 * first open screen with every answer kept (session storage, spec 1 §4).
 */
export function TestForm({ content }: { content: TestContent }) {
  const { t } = useTranslation('MemoryTest');
  const navigate = useNavigate();
  const { kind, questions, agePosition } = content;
  const total = questions.length;
  const steps = useMemo(() => testSteps({ questions: total, agePosition }), [total, agePosition]);
  const { answers, age, answer, chooseAge, restart } = useTestAnswers(kind);
  const [stepIndex, setStepIndex] = useState(() => firstOpenStep(steps, answers, age));
  const [problems, setProblems] = useState<TestProblem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [restarting, setRestarting] = useState(false);
  const focusPending = useRef(false);
  const stepRef = useRef<HTMLDivElement>(null);

  // After the new screen is in the page. Not when an error shows: the summary takes focus then.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusGroup(stepRef.current);
  });

  const step = steps[stepIndex] ?? steps[0]!;
  const isLast = stepIndex === steps.length - 1;
  const offersResult = isLast && isComplete({ answers, age, questions: total });

  const goTo = (index: number) => {
    setProblems([]);
    setStepIndex(index);
    focusPending.current = true;
  };

  const showProblem = (problem: TestProblem) => {
    setProblems([problem]);
    setAttempt((count) => count + 1);
  };

  const onAnswer = (question: number, option: number) => {
    const isNew = !answers.has(question);
    answer(question, option);
    if (isNew && answers.size === 0) trackTest('start', content);
    if (isNew) trackTest('answer', content, question);
    if (problems.length > 0)
      setProblems((previous) => previous.filter((p) => !(p.kind === 'question' && p.question === question)));
  };

  const onAge = (value: string) => {
    if (!isAgeOption(value)) return;
    chooseAge(value);
    if (problems.length > 0) setProblems((previous) => previous.filter((p) => p.kind !== 'age'));
  };

  // "Volgende vraag" and "Bekijk de uitslag" are one submit button, so Enter in an option does
  // what the button says.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLast) {
      if (isAnswered(step, answers, age)) goTo(stepIndex + 1);
      else showProblem(step);
      return;
    }
    // spec 1 §5 over the whole test: the result only for a complete one. Each screen is checked
    // on the way, so what is open here is this last question; should any other be open, its
    // screen shows with the error, so the summary's link leads to a question on the page.
    const [open] = testProblems({ answers, age, questions: total, agePosition, upTo: total });
    if (open) {
      setStepIndex(steps.findIndex((candidate) => sameStep(candidate, open)));
      showProblem(open);
      return;
    }
    trackTest('complete', content);
    navigate(resultHref(kind));
  };

  const hasProblem = problems.some((problem) => sameStep(problem, step));

  return (
    <form className={styles.test} onSubmit={submit} noValidate aria-labelledby="geheugentest-vragen">
      <h2 id="geheugentest-vragen">{content.questionListTitle || t('Test.QuestionsTitle')}</h2>
      {/* Changes when an answer is given, so it is heard once per screen; moving between screens
          leaves it as it is. Counts the answers, not "Vraag n van 25": the legend says that. */}
      <p className={styles.progress} aria-live="polite">
        {answers.size >= total ? t('Test.Done', { total }) : t('Test.Progress', { answered: answers.size, total })}
      </p>
      <progress className={styles.bar} max={total} value={answers.size} aria-hidden="true" />
      {problems.length > 0 ? (
        <ErrorSummary
          attempt={attempt}
          items={problems.map((problem) => ({
            inputId: inputIdOf(problem),
            message:
              problem.kind === 'age' ? t('AgeErrorMessage') : t('QuestionErrorMessage', { number: problem.question }),
          }))}
        />
      ) : null}
      <div ref={stepRef} key={stepIndex} className={styles.step}>
        {step.kind === 'age' ? (
          <RadioGroup
            firstInputId={AGE_INPUT_ID}
            name="ageOption"
            legend={<span className={styles.questionText}>{content.ageQuestion || t('Age.Question')}</span>}
            options={AGE_OPTIONS.map((value) => ({ value, label: t(`Age.Options.${value}`) }))}
            value={age ?? ''}
            onChange={onAge}
            error={hasProblem ? t('AgeErrorMessage') : null}
          />
        ) : (
          <RadioGroup
            firstInputId={questionInputId(step.question)}
            name={`vraag-${step.question}`}
            legend={
              <>
                <span className={styles.questionNumber}>
                  {t('Test.QuestionNumber', { number: step.question, total })}
                </span>{' '}
                <span className={styles.questionText}>{questions[step.question - 1]}</span>
              </>
            }
            options={content.answerOptions.map((label, option) => ({ value: String(option), label }))}
            value={answers.has(step.question) ? String(answers.get(step.question)) : ''}
            onChange={(value) => onAnswer(step.question, Number(value))}
            error={hasProblem ? t('QuestionErrorMessage', { number: step.question }) : null}
          />
        )}
      </div>
      <div className={styles.stepActions}>
        <button type="submit" className={primaryButton}>
          {offersResult ? t('Test.Submit') : t('Test.Next')}
        </button>
        {stepIndex > 0 ? (
          <button
            type="button"
            className={`${styles.secondary} ${styles.previous}`}
            onClick={() => goTo(stepIndex - 1)}
          >
            {t('Test.Previous')}
          </button>
        ) : null}
        {answers.size > 0 || age !== null ? (
          <button type="button" className={`${styles.secondary} ${styles.restart}`} onClick={() => setRestarting(true)}>
            {t('Restart.Button')}
          </button>
        ) : null}
      </div>
      {restarting ? (
        <RestartDialog
          onCancel={() => setRestarting(false)}
          onConfirm={() => {
            restart();
            setRestarting(false);
            goTo(0);
          }}
        />
      ) : null}
    </form>
  );
}
