import { useLocation } from '@alz/shared/router';
import { SiteFooter } from '../features/footer/site-footer';

export interface FooterProps {
  /** The page's own "hide pre-footer" option (spec 1 §2.3); path rules apply regardless. */
  hidePreFooter?: boolean;
  /** The page has its own newsletter form (a region's, spec 1 §2.5). */
  hideNewsletter?: boolean;
}

export function Footer({ hidePreFooter = false, hideNewsletter = false }: FooterProps) {
  return <SiteFooter pathname={useLocation().pathname} hidePreFooter={hidePreFooter} hideNewsletter={hideNewsletter} />;
}
