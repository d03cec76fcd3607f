import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { pushDataLayer } from '@alz/shared/analytics/data-layer';
import { RichText } from '@alz/shared/ui/rich-text';
import { useDetailsAnimation } from '@alz/shared/ui/use-details-animation';
import { BlockList } from '../block-list';
import { SmartLink } from '@alz/shared/ui/smart-link';
import type { ExpandableItem, ExpandableModel } from './expandable-model';
import styles from './expandable.module.css';

function Item({ item, summaryRef }: { item: ExpandableItem; summaryRef?: (element: HTMLElement | null) => void }) {
  return (
    // A native <details>: keyboard and screen-reader support for free (conventions habit 5).
    <details className={styles.item}>
      <summary ref={summaryRef}>{item.title}</summary>
      <div className={styles.content}>
        <RichText html={item.html} />
        <BlockList blocks={item.blocks} />
      </div>
    </details>
  );
}

/** Spec 2 §4 "Expandable list": the first itemsToShow items, then a one-way "Bekijk alles". */
export function ExpandableList({ block }: { block: ExpandableModel }) {
  const { t } = useTranslation('Common');
  const { pathname } = useLocation();
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const firstNewRef = useRef<HTMLElement | null>(null);
  const [showAll, setShowAll] = useState(false);
  useDetailsAnimation(rootRef);

  useEffect(() => {
    // The toggle disappears once used, so focus would fall back to the page; the first
    // revealed item is where the visitor wanted to go.
    if (showAll) firstNewRef.current?.focus();
  }, [showAll]);

  const visible = showAll ? block.items : block.items.slice(0, block.itemsToShow);
  const canShowAll = !showAll && block.itemsToShow < block.items.length;

  const revealAll = () => {
    // A transition: a revealed item may hold a block whose code is still on its way (the newsletter
    // block waits for its form's). The list then stays as it is until that code is there, instead
    // of the page giving way to its loading text.
    startTransition(() => setShowAll(true));
    // Spec 2 §7: the expandables button reports category ctr, the path and the title.
    pushDataLayer({ event: 'ctr', category: 'ctr', action: pathname, label: block.title });
  };

  const items = visible.map((item, index) => (
    <Item
      key={item.key}
      item={item}
      summaryRef={
        index === block.itemsToShow
          ? (element) => {
              firstNewRef.current = element;
            }
          : undefined
      }
    />
  ));

  return (
    <section
      ref={rootRef}
      className={[
        styles.expandable,
        block.isSpecial ? styles.special : '',
        block.alignment === 'center' ? styles.center : '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={block.title ? headingId : undefined}
    >
      {block.title ? <h2 id={headingId}>{block.title}</h2> : null}
      <RichText className={styles.intro} html={block.introduction} />
      {block.items.length > 1 ? (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key}>{item}</li>
          ))}
        </ul>
      ) : (
        items
      )}
      {canShowAll ? (
        <button type="button" className={styles.showAll} onClick={revealAll}>
          {block.showAllLabel || t('Expandable.ShowAll')}
        </button>
      ) : null}
      {block.button ? <SmartLink link={block.button} className={styles.button} /> : null}
    </section>
  );
}
