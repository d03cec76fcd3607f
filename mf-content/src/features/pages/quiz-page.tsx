import type { PageKindProps } from '@alz/shared/wire/drupal';
import { ConsentGate } from '@alz/shared/ui/consent-gate';
import { toPageModel } from '../../lib/page/page-model';
import { PageView } from '../../lib/page/page-view';
import { toQuizEmbed } from './quiz-model';
import styles from './pages.module.css';

/** Quiz: an embedded quiz from a quiz service (behind the consent gate), otherwise blocks. */
export function QuizPage({ node }: PageKindProps) {
  const page = toPageModel(node);
  const quiz = toQuizEmbed(node);
  return (
    <PageView page={quiz ? { ...page, blocks: [] } : page}>
      {quiz ? (
        <ConsentGate kind="embed" title={quiz.title || undefined}>
          <iframe
            className={styles.quiz}
            src={quiz.src}
            title={quiz.title || 'Quiz'}
            style={{ height: quiz.height }}
            // The quiz runs its own script on its own origin; it needs no access to ours.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            loading="lazy"
          />
        </ConsentGate>
      ) : null}
    </PageView>
  );
}
