import { useEffect, useRef } from 'react';
import { VacancyCard } from './vacancy-card';
import type { VacancyCard as Card } from './vacancy-list-model';
import { useVacancyPage, type VacancySource } from './use-vacancy-page';

interface Props {
  source: VacancySource;
  page: number;
  onSelect: (vacancy: Card) => void;
}

/**
 * The cards of one further page, appended to the list by "load more" on mobile. Such a page
 * only mounts because the visitor asked for it, so once its cards arrive the focus moves to the
 * first of them: keyboard and screen-reader users go on reading where the new cards start,
 * instead of staying on a button that may have gone.
 */
export function ResultPage({ source, page, onSelect }: Props) {
  const { data } = useVacancyPage(source, page);
  const firstLink = useRef<HTMLAnchorElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current || !data?.items.length) return;
    focused.current = true;
    firstLink.current?.focus();
  }, [data]);
  return (data?.items ?? []).map((vacancy, index) => (
    <VacancyCard key={vacancy.id} vacancy={vacancy} onSelect={onSelect} linkRef={index === 0 ? firstLink : undefined} />
  ));
}
