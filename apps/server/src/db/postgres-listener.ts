import pg from 'pg';
import type { NotificationHandlers } from './notifications';

const retryDelaysMs = [100, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on a connection of its own, outside the pool (it is held for the life of the process), and
 * again after it drops, with a growing pause: PostgreSQL restarting, a network cut. Resolves once
 * the first LISTEN is in place or has failed; a failed start keeps retrying in the background.
 */
export async function listenOnPostgres(url: string, channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let isStopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  function lost(lostClient: pg.Client) {
    if (client !== lostClient) return;
    client = null;
    handlers.onLive(false);
    lostClient.end().catch(() => undefined);
    if (isStopped) return;
    retry = setTimeout(() => void connect(), retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)]);
    failures += 1;
  }

  async function connect() {
    retry = null;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel && client === next) handlers.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client !== next) return;
      failures = 0;
      handlers.onLive(true);
    } catch {
      lost(next);
    }
  }

  await connect();
  return async () => {
    isStopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    if (last) {
      handlers.onLive(false);
      await last.end().catch(() => undefined);
    }
  };
}
