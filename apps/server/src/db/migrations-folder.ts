import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed SQL migrations (drizzle-kit's folder), beside this file. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
