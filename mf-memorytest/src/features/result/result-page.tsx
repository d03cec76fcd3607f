import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { formatFullDateTime } from '@alz/shared/text/dates';
import { primaryButton } from '@alz/shared/ui/button';
import { RichText } from '@alz/shared/ui/rich-text';
import { testNodeApi } from '../../lib/api/get-test-node';
import { RestartDialog } from '../../lib/restart-dialog';
import { scoreGroupOf, scoreOf, scoreRange } from '../../lib/scoring';
import { clearTest, loadAge, loadAnswers, type AgeOption } from '../../lib/stored-answers';
import { toTestContent } from '../../lib/test-content';
import { kindOfSlug, testKinds, type TestKind } from '../../lib/test-kind';
import { isComplete } from '../../lib/validation';
import styles from '../../lib/memory-test.module.css';
import { useGetMemoryTestTextsQuery } from './api/get-memory-test-texts';
import { brochureHref, scoreParagraphs, toResultPage } from './result-model';

interface CompleteTest {
  kind: TestKind;
  answers: Map<number, number>;
  age: AgeOption;
}

/** The finished test the address names (`?test=zelf`), else the one finished test; or none. */
function finishedTest(slug: string | null): CompleteTest | { kind: TestKind; answers: null } {
  const named = kindOfSlug(slug);
  const candidates: TestKind[] = named ? [named] : ['forMyself', 'forOthers'];
  for (const kind of candidates) {
    const answers = loadAnswers(kind);
    const age = loadAge(kind);
    if (age !== null && isComplete({ answers, age, questions: testKinds[kind].questions }))
      return { kind, answers, age };
  }
  return { kind: named ?? 'forMyself', answers: null };
}

/**
 * The memory test's result (content type memory_test_result_page, header variant
 * geheugentest-result): score, the texts for its score and age group, the brochure, and a
 * print view with the answers for the GP. Without a finished test the visitor goes back to the
 * test with a short explanation.
 */
export function ResultPage({ node }: PageKindProps) {
  const [params] = useSearchParams();
  // Read once: the result stays the same while the visitor reads or prints it.
  const [test] = useState(() => finishedTest(params.get('test')));
  if (test.answers === null) {
    return <Navigate to={`${testKinds[test.kind].path}?melding=onvolledig`} replace />;
  }
  return <Result node={node} test={test} />;
}

function Result({ node, test }: PageKindProps & { test: CompleteTest }) {
  const { t } = useTranslation('MemoryTest');
  const navigate = useNavigate();
  const [restarting, setRestarting] = useState(false);
  const [printedAt] = useState(() => new Date());
  const page = toResultPage(node);
  const { kind, answers, age } = test;
  const score = scoreOf(kind, answers);
  const range = scoreRange(kind);
  const texts = useGetMemoryTestTextsQuery(kind);
  const testNode = testNodeApi.endpoints.getNode.useQuery(testKinds[kind].path);
  const content = testNode.data ? toTestContent(testNode.data, kind) : null;
  const paragraphs = texts.data ? scoreParagraphs(texts.data, scoreGroupOf(kind, score), age) : [];
  const brochure = page.brochure[kind];

  return (
    <article className={styles.page}>
      <header className={styles.resultHeader}>
        <h1 tabIndex={-1}>{page.title || t('Result.Title')}</h1>
        <p className={styles.subtitle}>{page.subtitle[kind] || t(`Result.Subtitle.${kind}`)}</p>
      </header>
      <RichText html={page.intro} />
      <p className={styles.score}>
        <span>{t('Result.Score', { score })}</span> <span>{t('Result.Range', range)}</span>
      </p>
      <section aria-labelledby="uitslag-betekenis" className={styles.meaning}>
        <h2 id="uitslag-betekenis">{t('Result.MeaningTitle')}</h2>
        {texts.isError ? (
          <p role="alert">{t('Result.TextsFailed')}</p>
        ) : texts.data && paragraphs.length === 0 ? (
          <p role="alert">{t('Result.TextsFailed')}</p>
        ) : texts.data ? (
          paragraphs.map((html, index) => <RichText key={index} html={html} />)
        ) : (
          <p role="status">{t('Result.Loading')}</p>
        )}
      </section>
      {brochure ? (
        <p className={styles.brochure}>
          <a href={brochureHref(brochure, score)}>{brochure.title}</a>
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={primaryButton} onClick={() => window.print()}>
          {t('Result.Print')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => setRestarting(true)}>
          {t('Restart.Button')}
        </button>
      </div>
      <section className={styles.printOnly} aria-label={t('Print.Title')}>
        <h2>{t('Print.Title')}</h2>
        <p>{t('Print.Date', { date: formatFullDateTime(printedAt) })}</p>
        <p>
          {page.subtitle[kind] || t(`Result.Subtitle.${kind}`)} · {t(`Age.Print.${kind}`)}: {t(`Age.Options.${age}`)}
        </p>
        <p>
          {t('Result.Score', { score })} {t('Result.Range', range)}
        </p>
        <p>{t('Print.Note')}</p>
        {content ? (
          <table className={styles.answers}>
            <caption>{t('Print.Answers')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Print.Question')}</th>
                <th scope="col">{t('Print.Answer')}</th>
              </tr>
            </thead>
            <tbody>
              {content.questions.map((question, index) => (
                <tr key={index}>
                  <td>
                    {index + 1}. {question}
                  </td>
                  <td>{content.answerOptions[answers.get(index + 1) ?? 0]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      {restarting ? (
        <RestartDialog
          onCancel={() => setRestarting(false)}
          onConfirm={() => {
            clearTest(kind);
            navigate(testKinds[kind].path);
          }}
        />
      ) : null}
    </article>
  );
}
