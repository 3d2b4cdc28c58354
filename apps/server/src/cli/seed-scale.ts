/**
 * `npm run seed:scale -- --employees 100000`: adds employees with families and five contracts each
 * to the demo company of the database in DATABASE_URL, or of the embedded one in DATA_DIR (migrated
 * and seeded with the demo data first, as `npm run seed` does). `--at-least N` adds only what is
 * missing for N of them (what `npm run bench -- --employees N` asks).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { toMadridDate } from '@flexplan/domain/dates/madrid-calendar';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured-database';
import { businessClock } from '../clock';
import { createLocalStorage } from '../storage/local-storage';
import { seedDemoData } from '../db/seed/seed';
import { DEMO_PASSWORD } from '../db/seed/demo-users';
import { hashPassword } from '../security/password-hash';
import { countScaleEmployees, seedScaleEmployees } from '../db/seed/scale/seed-scale';

const { values } = parseArgs({ options: { employees: { type: 'string' }, 'at-least': { type: 'string' } } });
const asCount = (text: string | undefined, name: string) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} takes a whole number (e.g. --${name} 100000)`);
  return n;
};
if ((values.employees === undefined) === (values['at-least'] === undefined)) {
  console.error('usage: npm run seed:scale -- --employees <how many to add> | --at-least <how many there should be>');
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const today = businessClock(config)();
  await seedDemoData(database.db, createLocalStorage(path.join(config.dataDir, 'storage')), today);
  const existing = await countScaleEmployees(database.db);
  const toAdd = values.employees !== undefined ? asCount(values.employees, 'employees') : Math.max(0, asCount(values['at-least'], 'at-least') - existing);
  if (toAdd === 0) {
    console.log(`seed:scale: ${existing.toLocaleString('en')} scale employees already there, nothing to add`);
  } else {
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    let reported = 0;
    const { first, last } = await seedScaleEmployees(database.db, {
      employees: toAdd,
      planYear: toMadridDate(today.toISOString()).year,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      onBatch: (added) => {
        if (added - reported < toAdd / 10 && added < toAdd) return;
        reported = added;
        console.log(`seed:scale: ${added.toLocaleString('en')} of ${toAdd.toLocaleString('en')} employees (${seconds()} s)`);
      },
    });
    console.log(
      `seed:scale: added employees ${first.toLocaleString('en')}–${last.toLocaleString('en')} to ${database.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'} in ${seconds()} s (password ${DEMO_PASSWORD})`,
    );
  }
} finally {
  await database.close();
}
