import { useTranslation } from 'react-i18next';
import { useNode } from '@alz/shared/api/use-node';
import { LoadStatus } from '@alz/shared/ui/load-status';
import { RichText } from '@alz/shared/ui/rich-text';
import { PageHead } from '@alz/shared/ui/page-head';
import { testKinds, type TestKind } from './test-kind';

/** The start of a memory test: title and introduction from the content backend. */
export function TestIntro({ kind }: { kind: TestKind }) {
  const { t } = useTranslation('MemoryTest');
  const { path, questions } = testKinds[kind];
  const node = useNode(path);
  if (node.kind !== 'loaded') return <LoadStatus data={node} notFoundAsPage />;
  return (
    <article>
      <PageHead
        title={node.value.field_meta_tags?.title || node.value.title}
        description={node.value.field_meta_tags?.description ?? undefined}
        path={path}
      />
      <h1>{node.value.title}</h1>
      <RichText html={node.value.field_introduction_wysiwyg?.value} />
      <p>{t('Intro.Length', { count: questions })}</p>
    </article>
  );
}
