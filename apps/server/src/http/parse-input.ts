import type { z } from 'zod';
import { InputError } from './http-errors';

/**
 * Parses a body, query or params object with the shared zod schema; bad input becomes a 400
 * with one message per field (the message is a translation key, see validation/messages.ts).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  const fieldParams: Record<string, Record<string, string | number>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (fields[key]) continue;
    fields[key] = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    const params = boundsOf(issue);
    if (params) fieldParams[key] = params;
  }
  throw new InputError(fields, fieldParams);
}

/** Schema messages are translation keys (`validation.required`, `profile.validation.houseNumber`); anything else is zod's own prose. */
const isMessageKey = (message: string) => /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(message);

function boundsOf(issue: z.core.$ZodIssue): Record<string, number> | undefined {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  return undefined;
}
