import { useSyncExternalStore } from 'react';
import { localStore, storageKeys } from '../storage/local-store';
import { whenIdle } from '../when-idle';

/**
 * The session token (docs/product/employee-portal.md §4: "token kept locally"), with a tiny subscription so the
 * route guard re-renders the moment it appears or disappears.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function readToken(): string | null {
  return localStore.get(storageKeys.token);
}

export function writeToken(token: string): void {
  localStore.set(storageKeys.token, token);
  emit();
}

export function clearToken(): void {
  if (readToken() === null) return;
  localStore.remove(storageKeys.token);
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.token) listener();
  };
  // Chromium's first 'storage' listener of a page costs ~13 ms (it starts watching the origin's
  // storage), which landed in the first render's task: added once the page is idle,
  // then the token read again in case another tab changed it meanwhile.
  const cancel = whenIdle(() => {
    window.addEventListener('storage', onStorage);
    listener();
  });
  return () => {
    listeners.delete(listener);
    cancel();
    window.removeEventListener('storage', onStorage);
  };
}

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, () => null);
}
