import { z } from 'zod';
import { validationMessages as v } from '../validation/messages';

/** How many people one lookup answers: a picker's list, not a directory. */
export const USER_LOOKUP_LIMIT = 20;

/** Whom a lookup searches: the company's people, or whoever wrote entries in its audit log (a platform operator among them). */
export const userLookupScopes = ['people', 'actors'] as const;

/** `GET /api/admin/users/lookup?q=&among=`: words of a name or e-mail, accents aside (users/search-words.ts); empty lists the first by name. */
export const userLookupQuerySchema = z.object({
  q: z.string({ message: v.invalid }).trim().max(100, { message: v.max }).default(''),
  among: z.enum(userLookupScopes, { message: v.invalid }).default('people'),
});
export type UserLookupQuery = z.output<typeof userLookupQuerySchema>;

/** One person of the company acted on, as a picker shows them. */
export const userLookupItemSchema = z.object({ id: z.number().int(), fullName: z.string(), email: z.string().nullable() }).meta({ id: 'UserLookupItem' });

export const userLookupSchema = z.object({ items: z.array(userLookupItemSchema) }).meta({ id: 'UserLookup' });
export type UserLookup = z.output<typeof userLookupSchema>;
