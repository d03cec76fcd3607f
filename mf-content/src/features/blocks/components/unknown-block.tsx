import { useTranslation } from 'react-i18next';
import type { Block } from '../block-model';

/** spec 1 §2.4: an unknown block renders a placeholder and never breaks the page. */
export function UnknownBlock({ block }: { block: Extract<Block, { kind: 'unknown' }> }) {
  const { t } = useTranslation('Blocks');
  return <p>{t('Unknown', { bundle: block.bundle })}</p>;
}
