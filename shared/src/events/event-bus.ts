// Cross-remote messages (architecture: "Sharing between shell and remotes"). Remotes never
// read each other's stores; they talk through this bus instead.

export interface EventMap {
  'consent:changed': { marketing: boolean };
  /** Asks the consent manager to open its settings (e.g. from the footer or the cookie page). */
  'consent:open': Record<string, never>;
  'error:reported': { error: unknown; context?: string };
  'remote:failed': { remote: string; error: unknown };
}

export type EventType = keyof EventMap;
export type EventHandler<K extends EventType> = (payload: EventMap[K]) => void;

export interface EventBus {
  /** Returns the matching unsubscribe, handy as a useEffect cleanup. */
  on<K extends EventType>(type: K, handler: EventHandler<K>): () => void;
  off<K extends EventType>(type: K, handler: EventHandler<K>): void;
  emit<K extends EventType>(type: K, payload: EventMap[K]): void;
}

export function createEventBus(): EventBus {
  const handlers = new Map<EventType, Set<EventHandler<never>>>();

  const off: EventBus['off'] = (type, handler) => {
    handlers.get(type)?.delete(handler as EventHandler<never>);
  };

  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      set.add(handler as EventHandler<never>);
      return () => off(type, handler);
    },
    off,
    emit(type, payload) {
      // A copy, so a handler that unsubscribes while we iterate does not skip its neighbour.
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          (handler as EventHandler<typeof type>)(payload);
        } catch (error) {
          // One remote's broken listener must not silence the others.
          console.error(`Event handler for "${type}" failed`, error);
        }
      }
    },
  };
}

// @alz/shared is a federation shared singleton, so the shell and every remote get this same
// instance; a second instance would silently drop messages between them.
export const eventBus: EventBus = createEventBus();
