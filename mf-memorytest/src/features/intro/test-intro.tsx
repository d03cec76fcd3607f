import { useTranslation } from 'react-i18next';
import { QueryStatus } from '@alz/shared/ui/query-status';
import { RichText } from '@alz/shared/ui/rich-text';
import { PageHead } from '@alz/shared/ui/page-head';
import { nodeIntro, nodeMeta } from '@alz/shared/wire/node';
import { testNodeApi } from './api/get-test-node';
import { testKinds, type TestKind } from './test-kind';

/** The start of a memory test: title and introduction from the content backend. */
export function TestIntro({ kind }: { kind: TestKind }) {
  const { t } = useTranslation('MemoryTest');
  const { path, questions } = testKinds[kind];
  const { data: node, error } = testNodeApi.endpoints.getNode.useQuery(path);
  if (!node) return <QueryStatus error={error} notFoundAsPage />;
  return (
    <article>
      <PageHead {...nodeMeta(node)} path={path} />
      <h1>{node.title}</h1>
      <RichText html={nodeIntro(node)} />
      <p>{t('Intro.Length', { count: questions })}</p>
    </article>
  );
}
