import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeEndedSessions } from '../features/auth/ended-sessions';
import { purgeExpiredImportPreviews } from '../features/employee-import/employee-import.service';

const HOUR_MS = 3600_000;

export interface Housekeeping {
  /** One pass now (the timer runs it hourly; tests call it). */
  run(): Promise<void>;
}

/**
 * Periodic clean-up every process runs, harmlessly at the same time as the others: ended sessions,
 * reset tokens and employee-import previews past their hour go. Hourly, first a minute after start so a start is not held up.
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<void> | null = null;
    let timers: NodeJS.Timeout[] = [];

    async function pass(): Promise<void> {
      const purged = await purgeEndedSessions(app.database.db);
      if (purged.sessions + purged.passwordResets > 0) app.log.info(purged, 'ended sessions and reset tokens purged');
      const previews = await purgeExpiredImportPreviews({ clock: app.clock, storage: app.storage });
      if (previews.deleted > 0) app.log.info({ deleted: previews.deleted }, 'expired import previews deleted');
      if (previews.unreadable > 0) app.log.warn({ unreadable: previews.unreadable }, 'import previews the data key cannot read were left');
    }
    function run(): Promise<void> {
      running ??= pass().finally(() => {
        running = null;
      });
      return running;
    }
    const runQuietly = () => run().catch((err) => app.databaseOutage.passFailed(err, 'housekeeping pass failed'));

    app.decorate('housekeeping', { run } satisfies Housekeeping);
    app.addHook('onReady', async () => {
      timers = [setTimeout(runQuietly, 60_000), setInterval(runQuietly, HOUR_MS)];
      for (const timer of timers) timer.unref();
    });
    app.addHook('preClose', async () => {
      for (const timer of timers) clearTimeout(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'housekeeping', dependencies: ['db'] },
);
