import { useId, type ReactNode } from 'react';
import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import styles from './pre-footer.module.css';

// Icons are decorative: the link text carries the meaning, so they stay hidden from the a11y tree.
const moneyIcon = (
  <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
    <path
      d="M12 21s-7.5-4.6-9.4-9.3C1.3 8.4 3.4 5 6.8 5c2 0 3.6 1.1 4.3 2.6h1.8C13.6 6.1 15.2 5 17.2 5c3.4 0 5.5 3.4 4.2 6.7C19.5 16.4 12 21 12 21Z"
      fill="currentColor"
    />
  </svg>
);

const timeIcon = (
  <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 7v5l3.5 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

interface PreFooterItem {
  titleKey: 'PreFooterDonateMoney' | 'PreFooterDonateTime';
  url: string;
  icon: ReactNode;
}

// Spec 1 §2.3: the pre-footer offers donating money and donating time, nothing else.
const ITEMS: PreFooterItem[] = [
  { titleKey: 'PreFooterDonateMoney', url: '/doneren', icon: moneyIcon },
  { titleKey: 'PreFooterDonateTime', url: '/help-mee/steun-met-tijd', icon: timeIcon },
];

/** The call to support the charity, shown above the footer on most pages. */
export function PreFooter() {
  const { t } = useTranslation('HeaderFooter');
  const titleId = useId();
  return (
    <section className={styles.preFooter} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {t('PreFooterTitle')}
        </h2>
        <ul className={styles.list}>
          {ITEMS.map((item) => (
            <li key={item.url}>
              <Link to={item.url} className={styles.item}>
                <span className={styles.icon}>{item.icon}</span>
                {t(item.titleKey)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
