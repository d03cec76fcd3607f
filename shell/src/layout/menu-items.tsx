import { useCallback, useId, useRef, useState } from 'react';
import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../lib/menu/menu-item';
import { useDismiss } from '@alz/shared/ui/use-dismiss';
import styles from './main-menu.module.css';

function MenuLink({ item }: { item: MenuItem }) {
  if (item.external) return <a href={item.url}>{item.title}</a>;
  return <Link to={item.url}>{item.title}</Link>;
}

/** A desktop item with children: the link, plus a button that shows its sub-menu. */
function DesktopItem({ item }: { item: MenuItem }) {
  const { t } = useTranslation('HeaderFooter');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(itemRef, open, close, { outsidePointer: true, focusLeave: true });
  return (
    <li ref={itemRef} className={styles.item}>
      <MenuLink item={item} />
      <button
        type="button"
        className={styles.subToggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('Menu.Submenu', { title: item.title })}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className={styles.dropdown} hidden={!open}>
        {item.children.map((child) => (
          <li key={child.id}>
            <MenuLink item={child} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function MenuItems({ items, variant }: { items: MenuItem[]; variant: 'desktop' | 'mobile' }) {
  return (
    <ul className={variant === 'desktop' ? styles.row : styles.tree}>
      {items.map((item) =>
        variant === 'desktop' && item.children.length > 0 ? (
          <DesktopItem key={item.id} item={item} />
        ) : (
          <li key={item.id} className={styles.item}>
            <MenuLink item={item} />
            {item.children.length > 0 ? <MenuItems items={item.children} variant={variant} /> : null}
          </li>
        ),
      )}
    </ul>
  );
}
