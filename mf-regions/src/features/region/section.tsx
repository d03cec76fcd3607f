import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTIONS, type SectionId } from './sections';
import styles from './region-detail.module.css';

/** One titled part of the region page; its heading is the sub-menu's anchor and focus target. */
export function Section({
  id,
  sectionRef,
  children,
}: {
  id: SectionId;
  /** For a section that loads its data when it comes near (useNearViewport). */
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation('Region');
  const label = SECTIONS.find((section) => section.id === id)!.label;
  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby={id}>
      <h2 id={id} tabIndex={-1} className={styles.sectionTitle}>
        {t(`RegionDetail.Sections.${label}`)}
      </h2>
      {children}
    </section>
  );
}

/** Loading and failure of one section's data, so one failing call never blanks the page. */
export function SectionStatus({ failed }: { failed: boolean }) {
  const { t } = useTranslation('Region');
  return failed ? <p className={styles.failed}>{t('RegionDetail.Failed')}</p> : <p>{t('RegionDetail.Loading')}</p>;
}
