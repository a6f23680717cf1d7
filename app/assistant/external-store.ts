import { useSyncExternalStore } from "react";

/*
 * The state the voice call and the chat keep outside React (module-level, so it outlives a
 * client-side navigation), read by components through `useSyncExternalStore`.
 */

/** A minimal external store, shaped for `useSyncExternalStore`. */
export interface ExternalStore<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

export interface WritableStore<T> extends ExternalStore<T> {
  set(next: T): void;
}

export function createExternalStore<T>(initial: T): WritableStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A store's value in a component; `serverValue` while rendering on the server or hydrating. */
export function useStore<T>(store: ExternalStore<T>, serverValue: T): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}
