import { useTranslation } from 'react-i18next';
import { DISTANCES } from './activity-model';
import { FilterSelect } from './filter-select';

interface Props {
  value: number | null;
  onChange: (range: number | null) => void;
  /** Label of the "no distance" choice; without it a distance is always chosen. */
  noneLabel?: string;
  hint?: string;
  disabled?: boolean;
}

export function RangeSelect({ value, onChange, noneLabel, hint, disabled }: Props) {
  const { t } = useTranslation('Region');
  const options = DISTANCES.map((km) => ({ value: String(km), label: t('Activities.Km', { km }) }));
  return (
    <FilterSelect
      label={t('Activities.RangeLabel')}
      value={value === null ? '' : String(value)}
      options={noneLabel ? [{ value: '', label: noneLabel }, ...options] : options}
      onChange={(chosen) => onChange(chosen ? Number(chosen) : null)}
      hint={hint}
      disabled={disabled}
    />
  );
}
