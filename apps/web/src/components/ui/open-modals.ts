import { useSyncExternalStore } from 'react';

// Apart from the dialog itself (modal.tsx, on Radix), so what only asks "is a modal open?" (the
// modal root's scroll lock, the onboarding tour) does not bring the dialog into the first download.

/** The ids of the modals open right now, each once, in the order they opened (spec §2 Modals). */
export type OpenModalsStore = {
  add(id: string): void;
  remove(id: string): void;
  getSnapshot(): readonly string[];
  subscribe(onChange: () => void): () => void;
};

export function createOpenModalsStore(): OpenModalsStore {
  let ids: readonly string[] = [];
  const listeners = new Set<() => void>();
  const publish = (next: readonly string[]) => {
    ids = next;
    for (const listener of listeners) listener();
  };
  return {
    add: (id) => {
      if (!ids.includes(id)) publish([...ids, id]);
    },
    remove: (id) => {
      if (ids.includes(id)) publish(ids.filter((open) => open !== id));
    },
    getSnapshot: () => ids,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/** Every `Modal` registers here while open; read it with `useOpenModals`. */
export const openModals = createOpenModalsStore();

/** The open modals' ids (no duplicates); re-renders when one opens or closes. */
export function useOpenModals(): readonly string[] {
  return useSyncExternalStore(openModals.subscribe, openModals.getSnapshot, openModals.getSnapshot);
}
