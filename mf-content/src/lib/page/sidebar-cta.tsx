import { useId } from 'react';
import { primaryButton } from '@alz/shared/ui/button';
import { RichText } from '@alz/shared/ui/rich-text';
import { SmartLink } from '@alz/shared/ui/smart-link';
import type { SidebarCta as SidebarCtaModel } from './page-wire';
import styles from './page-view.module.css';

/** The call to action next to the content (spec 1 §2.4 "sticky call-to-action sidebar"). */
export function SidebarCta({ cta }: { cta: SidebarCtaModel }) {
  const titleId = useId();
  return (
    <aside className={styles.sidebar} aria-labelledby={cta.title ? titleId : undefined}>
      <div className={styles.sticky}>
        {cta.title ? <h2 id={titleId}>{cta.title}</h2> : null}
        <RichText html={cta.html} />
        {cta.link ? (
          <p>
            <SmartLink link={cta.link} className={primaryButton} />
          </p>
        ) : null}
      </div>
    </aside>
  );
}
