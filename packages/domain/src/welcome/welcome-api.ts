import { z } from 'zod';

/** How long a welcome link lets its person set a password: a week. */
export const WELCOME_LINK_TTL_DAYS = 7;

/** `POST /api/admin/employees/{id}/welcome`: sent; any earlier link of the person no longer works. */
export const welcomeSentSchema = z
  .object({
    userId: z.number().int(),
    email: z.string(),
    expiresAt: z.date().describe('When the link stops working.'),
  })
  .meta({ id: 'WelcomeSent' });
export type WelcomeSent = z.output<typeof welcomeSentSchema>;
