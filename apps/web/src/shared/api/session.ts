import { queryClient } from './query-client';
import { queryKeys } from './query-keys';
import { clearToken, writeToken } from './session-token';

/** A new session: keep the token and forget anything cached for a previous user. */
export function startSession(token: string): void {
  queryClient.removeQueries({ queryKey: queryKeys.session });
  writeToken(token);
}

export function endSession(): void {
  clearToken();
  queryClient.removeQueries({ queryKey: queryKeys.session });
}
