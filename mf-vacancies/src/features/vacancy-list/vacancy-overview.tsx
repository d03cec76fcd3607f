import { useTranslation } from 'react-i18next';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { RichText } from '@alz/shared/ui/rich-text';
import { VacancyList } from './vacancy-list';

const regionIdOf = (value: unknown): number | undefined => {
  const id = value && typeof value === 'object' ? Number((value as { id?: unknown }).id) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** vacancy_overview (all volunteer work, filtered) and regio_vacancies (one region's work). */
export function VacancyOverview({ node }: PageKindProps) {
  const { t } = useTranslation('Vacancies');
  return (
    <>
      <h1 tabIndex={-1}>{node.title}</h1>
      <RichText html={node.field_introduction_wysiwyg?.value ?? ''} />
      <VacancyList regionId={regionIdOf(node.field_regio)} title={t('List.Title')} />
    </>
  );
}
