import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import { PlatformIcon } from './platform-icon';
import type { FollowUsModel } from './follow-us-model';
import styles from './follow-us.module.css';

export function FollowUs({ block }: { block: FollowUsModel }) {
  const { t } = useTranslation('Blocks');
  return (
    <section className={styles.followUs}>
      <h2 className={styles.title}>{block.title || t('Grids.FollowUs.Title')}</h2>
      <ul className={styles.links}>
        {block.links.map((social) => (
          <li key={social.platform}>
            <a href={social.url} className={styles.link}>
              <PlatformIcon platform={social.platform} />
              <span className={block.showNames ? undefined : visuallyHidden}>
                {t(`Grids.FollowUs.Platforms.${social.platform}`)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
