import { useRef } from 'react';
import { useLocation, useSearchParams } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { PageView } from '../../lib/page/page-view';
import { toPageModel } from '../../lib/page/page-model';
import { useGetRecommendationItemsQuery } from './api/get-recommendation-items';
import { BookcaseModal } from './bookcase-modal';
import { RecommendationGroupView } from './recommendation-group-view';

/** Spec 1 §2.2 "recommendation overview": groups of tips, each opening in the bookcase. */
export default function RecommendationOverview({ node }: PageKindProps) {
  const { t } = useTranslation('Blocks');
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const tiles = useRef(new Map<string, HTMLAnchorElement>());
  const { currentData: groups, isFetching, isError } = useGetRecommendationItemsQuery(node.nid);

  const items = (groups ?? []).flatMap((group) => group.items);
  const slug = params.get('item');
  const index = slug === null ? -1 : items.findIndex((item) => item.slug === slug);
  const current = items[index];

  const withItem = (nextSlug: string | null) => {
    const next = new URLSearchParams(params);
    if (nextSlug === null) next.delete('item');
    else next.set('item', nextSlug);
    return next;
  };
  const hrefOf = (itemSlug: string) => `${pathname}?${withItem(itemSlug).toString()}`;
  // Stepping and closing replace the address: Back then leaves the page instead of replaying steps.
  const step = (delta: -1 | 1) => {
    const target = items[index + delta];
    if (target) setParams(withItem(target.slug), { replace: true, preventScrollReset: true });
  };
  const close = () => setParams(withItem(null), { replace: true, preventScrollReset: true });
  const tileRef = (itemSlug: string) => (element: HTMLAnchorElement | null) => {
    if (element) tiles.current.set(itemSlug, element);
    else tiles.current.delete(itemSlug);
  };

  let status = null;
  if (isFetching && !groups) status = <p role="status">{t('Recommendations.Loading')}</p>;
  else if (isError || !groups) status = <p role="alert">{t('Recommendations.Error')}</p>;
  else if (groups.length === 0) status = <p>{t('Recommendations.Empty')}</p>;

  return (
    <PageView page={toPageModel(node)} layout="full-width">
      {status}
      {(groups ?? []).map((group) => (
        <RecommendationGroupView key={group.key} group={group} hrefOf={hrefOf} tileRef={tileRef} />
      ))}
      {current ? (
        <BookcaseModal
          item={current}
          index={index}
          total={items.length}
          onStep={step}
          onClose={close}
          returnFocusTo={() => tiles.current.get(current.slug) ?? null}
        />
      ) : null}
    </PageView>
  );
}
