import { validationMessages } from '@flexplan/domain';
import { MAX_INT4 } from '@flexplan/domain/validation/id-schema';
import { hasForbiddenControlCharacters } from '@flexplan/domain/validation/control-characters';

/** Deeper than any form nests (a contract's items are three levels down); past it the input is refused. */
export const MAX_INPUT_DEPTH = 32;

const LOWEST_INT4 = -MAX_INT4;

export interface UnsafeInput {
  /** The field's path as the 400 names it (`firstName`, `items.0.familyId`, `_` for the whole body). */
  field: string;
  message: string;
}

export interface UnsafeInputOptions {
  /**
   * Reads text made of digits as a number too. Path and query values are always text, so `"2147483648"`
   * there is an id past the columns; in a JSON body digits in a string are data (a social security number).
   */
  digitsAreNumbers: boolean;
}

/** A key as the 400 can name it: its control characters shown as `?`. */
// eslint-disable-next-line no-control-regex -- replacing control characters is the point
const printableKey = (key: string) => key.replace(/[\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]/g, '?');

/**
 * The first value of a parsed request part (params, query or body) that no route can store: a
 * control character in any text or key, a number an int4 column cannot hold, or nesting past
 * MAX_INPUT_DEPTH. Iterative, so a hostile depth cannot overflow the stack; the body limit bounds the work.
 */
export function findUnsafeInput(input: unknown, { digitsAreNumbers }: UnsafeInputOptions): UnsafeInput | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    const field = path.length > 0 ? path.join('.') : '_';
    if (typeof value === 'string') {
      if (hasForbiddenControlCharacters(value)) return { field, message: validationMessages.controlCharacters };
      if (digitsAreNumbers && /^\s*[+-]?\d+\s*$/.test(value)) {
        const problem = outOfRange(Number(value.trim()), field);
        if (problem) return problem;
      }
    } else if (typeof value === 'number') {
      const problem = outOfRange(value, field);
      if (problem) return problem;
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      if (path.length >= MAX_INPUT_DEPTH) return { field, message: validationMessages.invalid };
      const entries = Object.entries(value);
      for (const [key] of entries) {
        if (hasForbiddenControlCharacters(key)) return { field: [...path, printableKey(key)].join('.'), message: validationMessages.controlCharacters };
      }
      // Reversed onto the stack so the first bad field in the document is the one named.
      for (let i = entries.length - 1; i >= 0; i -= 1) stack.push({ value: entries[i]![1], path: [...path, entries[i]![0]] });
    }
  }
  return null;
}

/** A number no int4 column holds; `invalid` as the id schemas say, since most such fields are ids. */
function outOfRange(value: number, field: string): UnsafeInput | null {
  return Number.isNaN(value) || value > MAX_INT4 || value < LOWEST_INT4 ? { field, message: validationMessages.invalid } : null;
}
