const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real calendar date written YYYY-MM-DD, checked without a date library: imports and batches
 * run it 100,000 times, where a strict dayjs parse costs most of a second.
 */
export function isRealDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
