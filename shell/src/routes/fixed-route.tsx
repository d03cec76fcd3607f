import { useLocation } from '@alz/shared/router';
import { RemoteComponent } from '../federation/remote-component';
import { usePageViewAnalytics } from '../features/analytics/page-analytics';
import { useChromeFlags } from '../layout/page-chrome';

interface Props {
  /** `remote_name/ExposedModule` that renders this route. */
  id: string;
  props?: Record<string, unknown>;
}

/** A fixed route (ARCHITECTURE.md step 3): one remote's page, counted as a page view. */
export function FixedRoute({ id, props }: Props) {
  const { pathname } = useLocation();
  usePageViewAnalytics({ pathname, nodeType: '', nodeId: undefined, pageKind: id });
  // The remote's page shows the footer (the layout waits for a route to say so).
  useChromeFlags(false);
  return <RemoteComponent id={id} asPage props={props} />;
}
