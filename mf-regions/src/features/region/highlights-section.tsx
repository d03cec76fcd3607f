import { useTranslation } from 'react-i18next';
import { useGetRegionHighlightsQuery } from './api/get-region-highlights';
import { Card } from './card';
import { visibleHighlights } from './region-content-model';
import { Section, SectionStatus } from './section';
import { ShortList } from './short-list';
import { SmartLink } from '@alz/shared/ui/smart-link';
import styles from './region-detail.module.css';

export function HighlightsSection({ regionId, now }: { regionId: number; now: Date }) {
  const { t } = useTranslation('Region');
  const { data, isError } = useGetRegionHighlightsQuery(regionId);
  const shown = data ? visibleHighlights(data, now) : [];
  return (
    <Section id="uitgelicht">
      {!data ? (
        // While they load, the highlights keep the room of one row of cards (every width shows at
        // least one, 26 to 30 rem high), so the sections below are not pushed down when they
        // arrive (that was a layout shift of 0.019 at 1280 px, the activities moved out of view).
        <div className={isError ? undefined : styles.pendingCards}>
          <SectionStatus failed={isError} />
        </div>
      ) : shown.length === 0 ? (
        <p>{t('RegionDetail.NoHighlights')}</p>
      ) : (
        <ShortList
          items={shown}
          keyOf={(highlight) => highlight.id}
          className={styles.cards}
          itemClassName={styles.card}
          describedBy="uitgelicht"
        >
          {(highlight) => (
            <Card title={highlight.title} text={highlight.text} image={highlight.image}>
              <p className={styles.links}>
                {[highlight.link, highlight.secondaryLink].map((link) =>
                  link ? <SmartLink key={link.url} link={link} subject={highlight.title} /> : null,
                )}
              </p>
            </Card>
          )}
        </ShortList>
      )}
    </Section>
  );
}
