import { createContext, useContext, useSyncExternalStore } from "react";

/** A player as the social dialogs name them. */
export type DialogUser = { _id: string; name: string; region?: string; summonerTagline?: string };

/**
 * The global dialogs of the app shell (spec part 2, the `general` slice's open flags): one at a
 * time. Features open them from anywhere (header, profile, notifications, scrim card) through this
 * store, so none imports another; the app shell renders the one that is open.
 */
export type GlobalDialog =
  | { type: "friendRequests" }
  | { type: "notifications" }
  /** A user's friends list; the message action shows only when `owner` is the viewer. */
  | { type: "friends"; owner: DialogUser }
  /** The messenger: the viewer's conversations. */
  | { type: "messenger" }
  /**
   * A direct chat with `otherUser`. Without `conversationId` the chat finds theirs, or offers the
   * new conversation dialog when they have none yet.
   */
  | { type: "chat"; otherUser: DialogUser; conversationId?: string }
  | { type: "scrimChat"; scrimId: string; title: string }
  | { type: "newConversation"; user: DialogUser };

export function createGlobalDialogsStore() {
  let current: GlobalDialog | null = null;
  let preloader: (() => unknown) | null = null;
  const listeners = new Set<() => void>();

  function set(next: GlobalDialog | null) {
    current = next;
    for (const listener of listeners) {
      listener();
    }
  }

  return {
    getSnapshot: (): GlobalDialog | null => current,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    open: (dialog: GlobalDialog) => set(dialog),
    close: () => set(null),
    /**
     * Starts loading the dialogs' code, so the next `open` shows at once: for a trigger the
     * pointer or focus has reached. A no-op until the shell that draws them has set its loader.
     */
    preload: () => void preloader?.(),
    setPreloader: (load: (() => unknown) | null) => {
      preloader = load;
    },
  };
}

export type GlobalDialogsStore = ReturnType<typeof createGlobalDialogsStore>;

const globalDialogsStore = createGlobalDialogsStore();

/** Defaults to the app's store; tests provide their own. */
export const GlobalDialogsContext = createContext<GlobalDialogsStore>(globalDialogsStore);

/**
 * `{open, close, preload}`: stable functions to open a global dialog, close the one open, or
 * start loading their code ahead of a click.
 */
export function useGlobalDialogs() {
  const store = useContext(GlobalDialogsContext);
  return { open: store.open, close: store.close, preload: store.preload };
}

/** The store itself, for event handlers that must read the open dialog without re-rendering. */
export function useGlobalDialogsStore(): GlobalDialogsStore {
  return useContext(GlobalDialogsContext);
}

/** The dialog open now, or null. */
export function useOpenGlobalDialog(): GlobalDialog | null {
  const store = useContext(GlobalDialogsContext);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
