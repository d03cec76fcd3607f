import { useTranslation } from 'react-i18next';

interface Props {
  /** The query's error (an `ApiError` of the shared base query, or a transform error), if any. */
  error?: unknown;
  /** A missing page shows as a page of its own (its `h1`), not as a line inside one. */
  notFoundAsPage?: boolean;
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/**
 * What a visitor sees while a query has no data: a polite loading line, or a plain Dutch
 * message when it failed.
 */
export function QueryStatus({ error, notFoundAsPage = false }: Props) {
  const { t } = useTranslation('Common');
  if (!error) return <p role="status">{t('Loading')}</p>;
  if (statusOf(error) === 404 && notFoundAsPage) return <h1>{t('NotFound.Title')}</h1>;
  return <p role="alert">{t('GenericError.Text')}</p>;
}
