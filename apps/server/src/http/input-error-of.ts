import type { z } from 'zod';
import { InputError } from './http-errors';

/**
 * Bad input as the API answers it: a 400 with one message per field, the first one zod found for
 * each (the message is a translation key, see validation/messages.ts), and a length or size
 * limit as the message's params.
 */
export function inputErrorOf(error: z.ZodError): InputError {
  const fields: Record<string, string> = {};
  const fieldParams: Record<string, Record<string, string | number>> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (fields[key]) continue;
    fields[key] = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    const params = boundsOf(issue);
    if (params) fieldParams[key] = params;
  }
  return new InputError(fields, fieldParams);
}

/** Schema messages are translation keys (`validation.required`, `profile.validation.houseNumber`); anything else is zod's own prose. */
const isMessageKey = (message: string) => /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(message);

function boundsOf(issue: z.core.$ZodIssue): Record<string, number> | undefined {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  return undefined;
}
