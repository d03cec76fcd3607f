import { useTranslation } from 'react-i18next';
import { Link } from '@alz/shared/router';
import { RemoteModule } from '@alz/shared/ui/remote-module';
import { defineBlock } from '../block-definition';
import { toActivityBlock, type ActivityBlockModel } from './activity-block-model';
import styles from './activity-block.module.css';

export function ActivityBlock({ block }: { block: ActivityBlockModel }) {
  const { t } = useTranslation('Blocks');
  const title = block.title || t('ActivityBlock.DefaultTitle', { type: block.activityType });
  const fallback = (
    <section className={styles.fallback}>
      <h2 className={styles.title}>{title}</h2>
      <p>{t('ActivityBlock.Unavailable', { type: block.activityType })}</p>
      <p>
        <Link to="/regios" className={styles.link}>
          {t('ActivityBlock.RegionsLink')}
        </Link>
      </p>
    </section>
  );
  return (
    <RemoteModule
      host="mf_content"
      id="mf_regions/ActivityBlock"
      props={{ title, activityType: block.activityType }}
      fallback={fallback}
      loading={
        <p role="status" className={styles.loading}>
          {t('ActivityBlock.Loading')}
        </p>
      }
    />
  );
}

export const activityBlock = defineBlock({
  bundle: 'activity_block',
  transform: toActivityBlock,
  Component: ActivityBlock,
});
