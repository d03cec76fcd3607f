import { VacancyCard } from './vacancy-card';
import type { VacancyCard as Card } from './vacancy-list-model';
import { useVacancyPage, type VacancySource } from './use-vacancy-page';

interface Props {
  source: VacancySource;
  page: number;
  onSelect: (vacancy: Card) => void;
}

/** The cards of one further page, appended to the list by "load more" on mobile. */
export function ResultPage({ source, page, onSelect }: Props) {
  const { data } = useVacancyPage(source, page);
  return (data?.items ?? []).map((vacancy) => <VacancyCard key={vacancy.id} vacancy={vacancy} onSelect={onSelect} />);
}
