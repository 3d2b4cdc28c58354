import { z } from 'zod';

/** GET /api/health: the process answers; `database` says whether PostgreSQL does (503 while it does not). */
export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
  })
  .meta({ id: 'Health' });
