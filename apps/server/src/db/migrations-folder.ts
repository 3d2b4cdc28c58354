import path from 'node:path';
import { serverDir } from '../server-paths';

/** The committed SQL migrations (drizzle-kit's folder). */
export const migrationsFolder = path.join(serverDir, 'src/db/migrations');
