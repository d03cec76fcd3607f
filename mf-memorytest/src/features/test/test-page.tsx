import { useState } from 'react';
import { useSearchParams } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '@alz/shared/ui/query-status';
import { PageHead } from '@alz/shared/ui/page-head';
import { PageError, pageFailureOf } from '@alz/shared/ui/page-error';
import { PageNotFound } from '@alz/shared/ui/page-not-found';
import { RichText } from '@alz/shared/ui/rich-text';
import { nodeMeta } from '@alz/shared/wire/node';
import { testNodeApi } from '../../lib/api/get-test-node';
import { loadAge, loadAnswers, type AgeOption } from '../../lib/stored-answers';
import { toTestContent, type TestContent } from '../../lib/test-content';
import { testKinds, type TestKind } from '../../lib/test-kind';
import { firstOpenStep, isAnswered, testSteps, type TestStep } from '../../lib/test-steps';
import styles from '../../lib/memory-test.module.css';
import { TestForm } from './test-form';

/** spec 1 §4: the result page sends a visitor without a complete test here with this note. */
export const INCOMPLETE_PARAM = 'melding';
export const INCOMPLETE_VALUE = 'onvolledig';

/** The screen a returning visitor carries on at (the form opens there), if they had begun. */
function resumeStep(
  content: TestContent,
  { answers, age }: { answers: ReadonlyMap<number, number>; age: AgeOption | null },
): TestStep | null {
  if (answers.size === 0 && age === null) return null;
  const steps = testSteps({ questions: content.questions.length, agePosition: content.agePosition });
  const step = steps[firstOpenStep(steps, answers, age)];
  return step && !isAnswered(step, answers, age) ? step : null;
}

/** `/geheugentest/zelf` and `/geheugentest/ander`: title, introduction and the questions. */
export function TestPage({ kind }: { kind: TestKind }) {
  const { t } = useTranslation('MemoryTest');
  const { path, questions } = testKinds[kind];
  const [params] = useSearchParams();
  // What was stored when the page opened (a reload mid-test), not what the visitor does now.
  const [stored] = useState(() => ({ answers: loadAnswers(kind), age: loadAge(kind) }));
  const { data: node, error, isFetching, refetch } = testNodeApi.endpoints.getNode.useQuery(path);
  // A retry keeps the old error while it runs, so loading is asked first.
  if (!node && (isFetching || !error)) return <QueryStatus />;
  if (!node) {
    // spec 2 §8: a fault on our side offers a retry; only a missing test is not found.
    return pageFailureOf(error) === 'fault' ? (
      <PageError path={path} error={error} onRetry={() => void refetch()} />
    ) : (
      <PageNotFound />
    );
  }
  const content = toTestContent(node, kind);
  const resumeAt = content ? resumeStep(content, stored) : null;
  return (
    <article className={styles.page}>
      <PageHead {...nodeMeta(node)} path={path} />
      <h1 tabIndex={-1}>{node.title}</h1>
      <RichText html={content?.intro ?? ''} />
      <p>{t('Intro.Length', { count: questions })}</p>
      <p className={styles.privacy}>{t('Intro.Privacy')}</p>
      {params.get(INCOMPLETE_PARAM) === INCOMPLETE_VALUE ? (
        <p className={styles.notice} role="status">
          {t('Test.Incomplete')}
        </p>
      ) : resumeAt ? (
        <p className={styles.notice}>
          {resumeAt.kind === 'age' ? t('Test.ResumeAge') : t('Test.Resume', { number: resumeAt.question })}
        </p>
      ) : null}
      {content ? (
        <TestForm content={content} />
      ) : (
        <p role="alert" className={styles.notice}>
          {t('Test.Unavailable')}
        </p>
      )}
    </article>
  );
}
