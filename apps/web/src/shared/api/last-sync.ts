import { syncHeader } from '@flexplan/domain/api/sync-header';

// This tab's last write's sync: another tab's writes reach its kept reads a moment later at most.
let lastSync: string | null = null;

/** Hands the sync of this tab's last write back, so whichever server process answers reads it. */
export function sendLastSync(setHeader: (name: string, value: string) => void): void {
  if (lastSync !== null) setHeader(syncHeader, lastSync);
}

/** Notes the sync a write's answer names (domain api/sync-header); other answers name none. */
export function noteSync(getHeader: (name: string) => string | null): void {
  const sync = getHeader(syncHeader);
  if (sync) lastSync = sync;
}
