import { useTranslation } from 'react-i18next';
import { FilterSelect } from './filter-select';

export function TypeSelect({
  value,
  types,
  onChange,
}: {
  value: string;
  types: string[];
  onChange: (type: string) => void;
}) {
  const { t } = useTranslation('Region');
  // A chosen type missing from the list (e.g. a block's type) stays selectable.
  const names = value && !types.includes(value) ? [value, ...types] : types;
  return (
    <FilterSelect
      label={t('Activities.TypeLabel')}
      value={value}
      options={[{ value: '', label: t('Activities.AllTypes') }, ...names.map((name) => ({ value: name, label: name }))]}
      onChange={onChange}
    />
  );
}
