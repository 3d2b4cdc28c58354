/**
 * A file size as the person reads it, in their language: "850 kB", "2,4 MB". Decimal units, as
 * the upload hints state their limits ("up to 10 MB").
 */
export function formatBytes(bytes: number, language: string): string {
  const [unit, value] = bytes >= 1_000_000 ? (['megabyte', bytes / 1_000_000] as const) : (['kilobyte', Math.max(bytes, 0) / 1_000] as const);
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}
