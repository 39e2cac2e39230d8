/** A byte count as the upload messages say it: 62914560 → "60 MB", 1536 → "1.5 KB". */
export function uploadSizeText(bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : [bytes / 1024, 'KB'];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}
