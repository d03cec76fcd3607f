import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadRemoteModule } from '../federation/remote-map';
import { useNearViewport } from './use-near-viewport';

type AnyComponent = ComponentType<Record<string, unknown>>;

// One lazy component per host and module id: re-renders must reuse it, or React would suspend
// again. A failed one is forgotten, so the part is asked for again where it is next shown.
const lazyCache = new Map<string, LazyExoticComponent<AnyComponent>>();

function lazyRemote(host: string, id: string): LazyExoticComponent<AnyComponent> {
  const key = `${host} ${id}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const module = await loadRemoteModule<{ default?: AnyComponent }>(host, id);
        if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
        return { default: module.default };
      } catch (error) {
        lazyCache.delete(key);
        throw error;
      }
    });
    lazyCache.set(key, component);
  }
  return component;
}

/** Only tests need to forget a failed or loaded module. */
export function clearRemoteModuleCache(): void {
  lazyCache.clear();
}

/** Shows `fallback` instead of a remote part that failed to render; the rest of the page stays. */
export class RemoteBoundary extends Component<
  { id: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Remote module ${this.props.id} failed to load or render`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface Props {
  /** Federation name of the remote that renders this part, e.g. `mf_content`: its instance loads. */
  host: string;
  /** `remote_name/ExposedModule`, e.g. `mf_regions/ActivityBlock`. */
  id: string;
  props?: Record<string, unknown>;
  /** Shown while loading and, for good, when the remote or its module is not there. */
  fallback: ReactNode;
  loading: ReactNode;
  /**
   * For a part further down the page: its remote loads when the part comes near the visible
   * part of the page (`loading` holds its place until then), not with the first paint. Not for
   * a page's main content, which must be there for reading and search engines at once.
   */
  whenNear?: boolean;
}

/**
 * A part of the page another remote owns (ARCHITECTURE.md, "Composition of blocks"), e.g. a
 * block of mf-content on a vacancy page. A missing remote only costs this part: the boundary
 * keeps the rest of the page.
 */
export function RemoteModule({ whenNear = false, ...part }: Props) {
  return whenNear ? <NearRemote {...part} /> : <LoadedRemote {...part} />;
}

function NearRemote(part: Props) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (!near) return <div ref={ref}>{part.loading}</div>;
  return <LoadedRemote {...part} />;
}

function LoadedRemote({ host, id, props = {}, fallback, loading }: Props) {
  const Remote = lazyRemote(host, id);
  return (
    <RemoteBoundary id={id} fallback={fallback}>
      <Suspense fallback={loading}>
        <Remote {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
