import type { ReactNode } from 'react';
import { useSearchParams } from '@alz/shared/router';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { nodeChrome, nodeMeta } from '@alz/shared/wire/node';
import { PageHead } from '@alz/shared/ui/page-head';
import { RemoteComponent } from '../federation/remote-component';
import { Breadcrumbs } from '../features/breadcrumbs/breadcrumbs';
import { useChromeFlags } from '../layout/page-chrome';
import { usePageViewAnalytics } from '../features/analytics/page-analytics';
import { useRestoreScrollDepth } from '../features/analytics/scroll-depth';
import { UnknownPage } from './unknown-page';
import { UtilityBarSlot } from './utility-bar-slot';
import { pageKindFor } from '@alz/shared/site/routes';

interface Props {
  node: DrupalNode;
  /** The path the visitor asked for; the breadcrumb call gets `preview-` in front for previews. */
  path: string;
  preview?: boolean;
  /** What a fixed route adds below the page (the cookie declaration), shown with the page kind. */
  after?: ReactNode;
}

/** One content node on screen: its head, breadcrumbs and the owning remote's page kind. */
export function NodePage({ node, path, preview = false, after }: Props) {
  const chrome = nodeChrome(node);
  useChromeFlags(chrome.hideFooter, chrome.hidePrefooter, node.type, chrome.ownNewsletter);
  const remoteModule = pageKindFor(node.type);
  const alias = node.path?.alias ?? path;
  usePageViewAnalytics({ pathname: alias, nodeType: node.type, nodeId: node.nid, pageKind: remoteModule ?? '' });
  useRestoreScrollDepth(alias, true);
  const home = node.type === 'homepage';
  // spec 1 §4 names the page kinds with share options; a memory-test result is the visitor's own
  // and private, so its page keeps print and read aloud but offers no sharing.
  const share = node.type !== 'memory_test_result_page';
  const [params] = useSearchParams();
  // spec 1 §2.7: page 1 of a search result (an overview with zoekterm) is not indexable.
  const searchFirstPage = (params.get('zoekterm') ?? '').trim() !== '' && !(Number(params.get('page')) > 1);
  const meta = nodeMeta(node);
  return (
    <>
      <PageHead {...meta} path={alias} noIndex={meta.noIndex || preview || searchFirstPage} />
      {home ? null : <Breadcrumbs path={preview ? `preview-${alias}` : alias} />}
      {home ? null : (
        <UtilityBarSlot url={new URL(alias, window.location.origin).href} title={node.title} share={share} />
      )}
      {remoteModule ? (
        <RemoteComponent key={remoteModule} id={remoteModule} asPage props={{ node }} after={after} resetKey={alias} />
      ) : (
        <>
          <UnknownPage type={node.type} />
          {after}
        </>
      )}
    </>
  );
}
