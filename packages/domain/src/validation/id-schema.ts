import { z } from 'zod';
import { validationMessages } from './messages';

/**
 * The largest value of the database's integer columns (PostgreSQL int4). An id or count past it
 * is not "not found" but bad input: PostgreSQL would refuse it with an error (22003), so the API
 * refuses it first with a 400 on its field.
 */
export const MAX_INT4 = 2_147_483_647;

const { invalid } = validationMessages;

/** A row id in a JSON body: a positive whole number the id columns can hold. */
export const idSchema = z.number({ message: invalid }).int({ message: invalid }).positive({ message: invalid }).max(MAX_INT4, { message: invalid });

/** A row id in a path or a query string, where it arrives as text ("42"). */
export const idParamSchema = z.coerce.number({ message: invalid }).int({ message: invalid }).positive({ message: invalid }).max(MAX_INT4, { message: invalid });

/** `{id}` of a route's path (`/families/{id}`, `/admin/contracts/{id}/approve`). */
export const idParamsSchema = z.object({ id: idParamSchema });
