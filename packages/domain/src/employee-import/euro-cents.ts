/**
 * Reads a euro amount as a spreadsheet or a person writes it ("1.234,56", "1,234.56", "1234.56",
 * "1 234 €", "-12,5") into integer cents, by its digits alone: no float is ever formed, so
 * "0,29" is 29 cents and not 28.999…. The separator followed by one or two digits is the decimal
 * one; a separator followed by three digits groups thousands ("1.234" is 1 234 €, as in Spain).
 * Answers null when the text is not an amount (letters, three decimals, a broken grouping).
 */
export function parseEuroCents(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  const match = /^([+-]?)(\d[\d.,]*)$/.exec(compact);
  if (!match) return null;
  const [, sign, body] = match as unknown as [string, string, string];
  const lastSeparator = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  let integerPart = body;
  let decimals = '';
  if (lastSeparator >= 0) {
    const tail = body.slice(lastSeparator + 1);
    if (tail.length === 1 || tail.length === 2) {
      integerPart = body.slice(0, lastSeparator);
      decimals = tail;
      // "1,234,56": the decimal separator may appear once only.
      if (integerPart.includes(body[lastSeparator]!)) return null;
    }
  }
  const digits = withoutThousands(integerPart);
  if (digits === null || !/^\d*$/.test(decimals)) return null;
  const cents = Number(digits + decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** "1.234.567" → "1234567": one separator kind, groups of three after the first; null otherwise. */
function withoutThousands(integerPart: string): string | null {
  if (/^\d+$/.test(integerPart)) return integerPart;
  const separator = /[.,]/.exec(integerPart)![0];
  const groups = integerPart.split(separator);
  const [first, ...rest] = groups as [string, ...string[]];
  if (!/^\d{1,3}$/.test(first) || rest.some((group) => !/^\d{3}$/.test(group))) return null;
  return groups.join('');
}

/**
 * A number a spreadsheet stored (a float) as the decimal text it shows: `String` gives the shortest
 * text that reads back as the same float, so 1234.56 stays "1234.56", not 1234.5599….
 * `shift` moves the point right (a percent cell's 0.055 is "5.5").
 */
export function decimalTextOf(value: number, shift = 0): string {
  const text = String(value);
  if (shift === 0 || !/^-?\d+(\.\d+)?$/.test(text)) return text;
  const negative = text.startsWith('-');
  const [integer, fraction = ''] = text.replace('-', '').split('.') as [string, string?];
  const padded = fraction.padEnd(shift, '0');
  const whole = (integer + padded.slice(0, shift)).replace(/^0+(?=\d)/, '');
  const rest = padded.slice(shift);
  return `${negative ? '-' : ''}${whole}${rest ? `.${rest}` : ''}`;
}
