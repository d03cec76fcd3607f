import { useParams } from '@alz/shared/router';
import { PageError, pageFailureOf } from '@alz/shared/ui/page-error';
import { LoadingPage } from '../layout/loader';
import { MissingPage } from '../not-found/missing-page';
import { useGetPreviewQuery } from '../features/content/api/get-preview';
import { NodePage } from './node-page';
import { useUtilityBarCode } from './utility-bar-slot';

/** /preview/{entityType}/{entityId}/{revisionId}: an editor's draft, never indexed. */
export function PreviewRoute() {
  const { entityType = '', entityId = '', revisionId = '' } = useParams();
  const key = `${encodeURIComponent(entityType)}/${encodeURIComponent(entityId)}/${encodeURIComponent(revisionId)}`;
  const { currentData: node, isFetching, error, refetch } = useGetPreviewQuery(key);
  // Like ContentRoute: the utility bar's code comes before the page shows (utility-bar-slot.tsx).
  const tools = useUtilityBarCode(true, key);
  if ((isFetching && !node) || tools === 'loading') return <LoadingPage />;
  const path = `/preview/${key}`;
  if (error && pageFailureOf(error) === 'fault') {
    return <PageError path={path} error={error} onRetry={() => void refetch()} />;
  }
  if (error || !node) return <MissingPage path={path} forbidden={false} />;
  return <NodePage node={node} path={node.path.alias} preview />;
}
