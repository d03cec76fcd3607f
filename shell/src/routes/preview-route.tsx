import { useParams } from '@alz/shared/router';
import { LoadingPage } from '../layout/loader';
import { MissingPage } from '../not-found/missing-page';
import { useGetPreviewQuery } from '../features/content/api/get-preview';
import { NodePage } from './node-page';

/** /preview/{entityType}/{entityId}/{revisionId}: an editor's draft, never indexed. */
export function PreviewRoute() {
  const { entityType = '', entityId = '', revisionId = '' } = useParams();
  const key = `${encodeURIComponent(entityType)}/${encodeURIComponent(entityId)}/${encodeURIComponent(revisionId)}`;
  const { currentData: node, isFetching, error } = useGetPreviewQuery(key);
  if (isFetching && !node) return <LoadingPage />;
  if (error || !node) return <MissingPage path={`/preview/${key}`} forbidden={false} />;
  return <NodePage node={node} path={node.path.alias} preview />;
}
