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
import { loadAnswers } from '../../lib/stored-answers';
import { toTestContent } from '../../lib/test-content';
import { testKinds, type TestKind } from '../../lib/test-kind';
import styles from '../../lib/memory-test.module.css';
import { TestForm } from './test-form';

/** spec 1 §4: the result page sends a visitor without a complete test here with this note. */
export const INCOMPLETE_PARAM = 'melding';
export const INCOMPLETE_VALUE = 'onvolledig';

/** `/geheugentest/zelf` and `/geheugentest/ander`: title, introduction and the questions. */
export function TestPage({ kind }: { kind: TestKind }) {
  const { t } = useTranslation('MemoryTest');
  const { path, questions } = testKinds[kind];
  const [params] = useSearchParams();
  // Where the visitor was when the page opened (a reload mid-test), not where they are now.
  const [answered] = useState(() => loadAnswers(kind).size);
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
      ) : answered > 0 && answered < questions ? (
        <p className={styles.notice}>{t('Test.Resume', { number: answered + 1 })}</p>
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
