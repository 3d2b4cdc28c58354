import { z } from 'zod';
import { validationMessages } from './messages';

export interface RecordBounds {
  /** Most keys at the top level. */
  maxKeys: number;
  /** Most characters of the whole value written as JSON (nested values included). */
  maxJsonLength: number;
}

/**
 * A free-form JSON object the server stores as it comes (a contract's `additionalInfo`), bounded
 * so one request cannot store a huge row that every later read pays for (40 000 keys made a 523 KB row).
 */
export function boundedRecordSchema({ maxKeys, maxJsonLength }: RecordBounds) {
  return z
    .record(z.string().max(100, { message: validationMessages.tooLong }), z.unknown(), { message: validationMessages.invalid })
    .refine((value) => Object.keys(value).length <= maxKeys, { message: validationMessages.tooLong })
    .refine((value) => JSON.stringify(value).length <= maxJsonLength, { message: validationMessages.tooLong });
}

/** `additionalInfo` of a contract: a course's centre and name, a questionnaire's state per beneficiary (up to 20 family members). */
export const additionalInfoSchema = boundedRecordSchema({ maxKeys: 50, maxJsonLength: 16_384 });
