import { useTranslation } from 'react-i18next';
import { useRemoteData } from '@alz/shared/react';
import { listPictures } from './blob-list';
import styles from './picture-grid.module.css';

export function PictureGrid() {
  const { t } = useTranslation('Picker');
  const pictures = useRemoteData(listPictures, []);
  if (pictures.kind === 'failed')
    return <p role="alert">{t(pictures.status === 401 ? 'NotAuthorized' : 'FailedToLoad')}</p>;
  if (pictures.kind !== 'loaded') return <p role="status">{t('Loading')}</p>;
  if (pictures.value.length === 0) return <p>{t('Empty')}</p>;
  return (
    <ul className={styles.grid}>
      {pictures.value.map((picture) => (
        <li key={picture.url}>
          <figure className={styles.card}>
            <img src={picture.url} alt="" loading="lazy" width={320} height={150} />
            <figcaption>{picture.alt}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
