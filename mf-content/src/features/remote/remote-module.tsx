import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerRemoteMap } from './remote-map';

type AnyComponent = ComponentType<Record<string, unknown>>;

// One lazy component per module id: re-renders must reuse it, or React would suspend again.
const lazyCache = new Map<string, LazyExoticComponent<AnyComponent>>();

function lazyRemote(id: string): LazyExoticComponent<AnyComponent> {
  let component = lazyCache.get(id);
  if (!component) {
    component = lazy(async () => {
      await registerRemoteMap();
      const module = await loadRemote<{ default?: AnyComponent }>(id);
      if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
      return { default: module.default };
    });
    lazyCache.set(id, component);
  }
  return component;
}

/** Only tests need to forget a failed or loaded module. */
export function clearRemoteModuleCache(): void {
  lazyCache.clear();
}

class Boundary extends Component<{ id: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
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
  /** `remote_name/ExposedModule`, e.g. `mf_regions/ActivityBlock`. */
  id: string;
  props?: Record<string, unknown>;
  /** Shown while loading and, for good, when the remote or its module is not there. */
  fallback: ReactNode;
  loading: ReactNode;
}

/**
 * A block another remote owns (ARCHITECTURE.md, "Composition of blocks"). A missing remote
 * only costs this block: the boundary keeps the rest of the page.
 */
export function RemoteModule({ id, props = {}, fallback, loading }: Props) {
  const Remote = lazyRemote(id);
  return (
    <Boundary id={id} fallback={fallback}>
      <Suspense fallback={loading}>
        <Remote {...props} />
      </Suspense>
    </Boundary>
  );
}
