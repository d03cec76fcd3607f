import { primaryButton } from '@alz/shared/ui/button';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { type LinkModel } from '@alz/shared/wire/read';
import styles from './page-header.module.css';

export function PageLinks({ primary, secondary }: { primary: LinkModel | null; secondary: LinkModel | null }) {
  if (!primary && !secondary) return null;
  return (
    <p className={styles.links}>
      {primary ? <SmartLink link={primary} className={primaryButton} /> : null}
      {secondary ? <SmartLink link={secondary} className={styles.secondary} /> : null}
    </p>
  );
}
