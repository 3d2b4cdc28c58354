import path from 'node:path';
import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../open-configured-database';
import { createLocalStorage } from '../../storage/local-storage';
import { seedDemoData } from './seed';
import { businessClock } from '../../clock';

/** `npm run seed`: migrates and seeds the demo data; running it again changes nothing. */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
const { created } = await seedDemoData(database.db, createLocalStorage(path.join(config.dataDir, 'storage')), businessClock(config)());
console.log(created.length > 0 ? `Seeded: ${created.join(', ')}` : 'Demo data already present: nothing to do');
await database.close();
