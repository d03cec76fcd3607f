import { useTranslation } from 'react-i18next';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { RichText } from '@alz/shared/ui/rich-text';
import { nodeIntro, nodeRegionId } from '@alz/shared/wire/node';
import { VacancyList } from './vacancy-list';

/** vacancy_overview: all volunteer work, filtered (one region's work when the node names a region). */
export function VacancyOverview({ node }: PageKindProps) {
  const { t } = useTranslation('Vacancies');
  return (
    <>
      <h1 tabIndex={-1}>{node.title}</h1>
      <RichText html={nodeIntro(node)} />
      <VacancyList regionId={nodeRegionId(node)} title={t('List.Title')} />
    </>
  );
}
