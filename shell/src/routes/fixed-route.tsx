import { useLocation } from '@alz/shared/router';
import { RemoteComponent } from '../federation/remote-component';
import { usePageViewAnalytics } from '../features/analytics/page-analytics';

interface Props {
  /** `remote_name/ExposedModule` that renders this route. */
  id: string;
  props?: Record<string, unknown>;
}

/** A fixed route (ARCHITECTURE.md step 3): one remote's page, counted as a page view. */
export function FixedRoute({ id, props }: Props) {
  const { pathname } = useLocation();
  usePageViewAnalytics({ pathname, nodeType: '', nodeId: undefined, pageKind: id });
  return <RemoteComponent id={id} asPage props={props} />;
}
