import { useId, type ReactNode, type Ref } from 'react';
import styles from './location-search.module.css';

interface Props {
  title: string;
  children: ReactNode;
  /** The heading, for moving focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One titled part of the location search results (h2 under the page's h1). */
export function NearbySection({ title, children, headingRef }: Props) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
