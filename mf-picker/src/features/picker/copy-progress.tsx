import { useTranslation } from 'react-i18next';

/** How far the sized copies are (spec 2 §4: "with progress shown"). */
export function CopyProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('Picker');
  const text = t('Copies.Progress', { done, total });
  return (
    <div role="status">
      <p>{text}</p>
      <progress max={total} value={done} aria-label={text} />
    </div>
  );
}
