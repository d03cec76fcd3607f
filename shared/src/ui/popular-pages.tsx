import { useTranslation } from 'react-i18next';
import { Link } from '@alz/shared/router';

// spec 1 §2.10: five suggestions, news and the memory test among them; also offered when a
// search finds nothing.
const popularPages = [
  { key: 'MemoryTest', url: '/geheugentest/zelf' },
  { key: 'News', url: '/nieuws' },
  { key: 'Dementia', url: '/dementie' },
  { key: 'Care', url: '/mantelzorg' },
  { key: 'Regions', url: '/regios' },
] as const;

interface Props {
  title: string;
  headingLevel?: 2 | 3;
  className?: string;
}

/** A heading and links to the pages most visitors look for. */
export function PopularPages({ title, headingLevel = 2, className }: Props) {
  const { t } = useTranslation('Common');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading>{title}</Heading>
      <ul className={className}>
        {popularPages.map(({ key, url }) => (
          <li key={key}>
            <Link to={url}>{t(`PopularPages.${key}`)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
