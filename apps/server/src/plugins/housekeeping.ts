import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HOUR_MS = 3600_000;

export interface Housekeeping {
  /** One pass now (the timer runs it hourly; tests call it). */
  run(): Promise<void>;
}

/** One clean-up a feature hands the housekeeping (app.ts); it logs what it removed. */
export type HousekeepingTask = (log: FastifyBaseLogger) => Promise<void>;

export interface HousekeepingOptions {
  /** Run one after the other at each pass. */
  tasks: HousekeepingTask[];
}

/**
 * Periodic clean-up every process runs, harmlessly at the same time as the others: the features'
 * tasks (ended sessions and reset tokens, employee-import previews past their hour). Hourly, first a
 * minute after start so a start is not held up. The plugin knows no feature: app.ts passes the tasks
 * (docs/architecture.md, "Layers and boundaries").
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance, { tasks }: HousekeepingOptions) => {
    let running: Promise<void> | null = null;
    let timers: NodeJS.Timeout[] = [];

    async function pass(): Promise<void> {
      for (const task of tasks) await task(app.log);
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
