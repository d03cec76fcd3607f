import { useTranslation } from 'react-i18next';
import type { RemoteData } from '../async/remote-data';

/**
 * What a visitor sees while data is not (yet) there: a polite loading line, or a plain
 * Dutch message when it failed. Returns null once the data is loaded.
 */
export function LoadStatus({ data, notFoundAsPage = false }: { data: RemoteData<unknown>; notFoundAsPage?: boolean }) {
  const { t } = useTranslation('Common');
  switch (data.kind) {
    case 'loaded':
      return null;
    case 'unloaded':
    case 'loading':
    case 'connection-error':
      return <p role="status">{t('Loading')}</p>;
    case 'failed':
      if (data.status === 404 && notFoundAsPage) return <h1>{t('NotFound.Title')}</h1>;
      return <p role="alert">{t('GenericError.Text')}</p>;
    case 'unauthorized':
      return <p role="alert">{t('GenericError.Text')}</p>;
  }
}
