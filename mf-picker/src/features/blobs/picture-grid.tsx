import { useTranslation } from 'react-i18next';
import { picturesApi } from './api/list-pictures';
import styles from './picture-grid.module.css';

export function PictureGrid() {
  const { t } = useTranslation('Picker');
  const { data: pictures, error } = picturesApi.endpoints.listPictures.useQuery();
  if (error)
    return <p role="alert">{t('status' in error && error.status === 401 ? 'NotAuthorized' : 'FailedToLoad')}</p>;
  if (!pictures) return <p role="status">{t('Loading')}</p>;
  if (pictures.length === 0) return <p>{t('Empty')}</p>;
  return (
    <ul className={styles.grid}>
      {pictures.map((picture) => (
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
