import { createHash } from 'node:crypto';
import { headerKey } from '../csv/header-names.ts';

/**
 * What recognises one bank's CSV export from the next: the delimiter and the header's names as
 * compared for roles (case, accents, punctuation and a bracketed note do not count), or, for a file
 * without a header, the delimiter, the number of columns and what each holds. Preamble lines (an
 * account number, a period) are not part of it, so every statement of the account matches.
 */
export function csvFingerprint(input: {
  delimiter: string;
  header: readonly string[] | undefined;
  /** Without a header: the first records of the table, to tell what each column holds. */
  rows: readonly (readonly string[])[];
}): string {
  const shape = input.header ? `h|${input.header.map(headerKey).join(',')}` : `n|${columnKinds(input.rows).join(',')}`;
  return `csv:${createHash('sha256').update(`${input.delimiter}|${shape}`).digest('hex').slice(0, 32)}`;
}

/** A letter per column of a headerless file: d date-like, n number-like, t text, e always empty. */
function columnKinds(rows: readonly (readonly string[])[]): string[] {
  const width = Math.max(0, ...rows.map((row) => row.length));
  return Array.from({ length: width }, (_, column) => {
    const cells = rows.map((row) => row[column] ?? '').filter((cell) => cell !== '');
    if (cells.length === 0) return 'e';
    if (cells.every((cell) => /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$|^\d{8}$/.test(cell))) return 'd';
    if (cells.every((cell) => /^[-+(]?[\d.,' ]+\)?$/.test(cell))) return 'n';
    return 't';
  });
}
