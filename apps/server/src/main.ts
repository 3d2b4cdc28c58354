import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured-database';
import { seedDemoData } from './db/seed/seed';
import { createLocalStorage } from './storage/local-storage';
import { buildApp } from './app';
import { businessClock } from './clock';

/** Reads config, opens and migrates the database, seeds demo data, listens, shuts down gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const storage = createLocalStorage(path.join(config.dataDir, 'storage'));
  const now = businessClock(config);
  const app = await buildApp({ config, database, storage, now });
  if (config.SEED_DEMO_DATA) {
    const { created } = await seedDemoData(database.db, storage, now());
    if (created.length > 0) app.log.info({ companies: created }, 'demo data seeded');
  }

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Flexplan on ${config.publicUrlTemplate.replace('{company}', config.DEFAULT_COMPANY)} (${database.kind})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
