import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteBoundary } from './remote-boundary';
import { Loader } from '../layout/loader';

type AnyComponent = ComponentType<Record<string, unknown>>;

// One lazy component per id and attempt: React caches a rejected lazy() forever, so a retry
// needs a fresh one, while re-renders of the same attempt must reuse it. A failed one is
// forgotten too, so the next page of the same remote (a fresh attempt 0) asks again instead of
// failing for the rest of the visit.
const lazyCache = new Map<string, LazyExoticComponent<AnyComponent>>();

function lazyRemote(id: string, attempt: number): LazyExoticComponent<AnyComponent> {
  const key = `${id}#${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const module = await loadRemote<{ default: AnyComponent }>(id);
        if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
        return module;
      } catch (error) {
        lazyCache.delete(key);
        throw error;
      }
    });
    lazyCache.set(key, component);
  }
  return component;
}

interface Props {
  /** `remote_name/ExposedModule`, e.g. `mf_content/ContentPage`. */
  id: string;
  asPage?: boolean;
  props?: Record<string, unknown>;
  /**
   * What the shell adds below the remote's part: shown with it (not pushed down when it comes),
   * and with the fallback when it fails.
   */
  after?: ReactNode;
  /** The page it shows (its path): on another page a part that failed is asked for again. */
  resetKey?: string;
}

export function RemoteComponent({ id, asPage = false, props = {}, after, resetKey }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(id, attempt);
  return (
    <RemoteBoundary
      remote={id}
      attempt={attempt}
      onRetry={() => setAttempt((a) => a + 1)}
      asPage={asPage}
      after={after}
      resetKey={resetKey}
    >
      <Suspense fallback={<Loader />}>
        <Remote {...props} />
        {after}
      </Suspense>
    </RemoteBoundary>
  );
}
