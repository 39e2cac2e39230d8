import { badRequest } from '../../shared/problem.ts';
import { parseLayoutChoices } from '../csv/layout-choices.ts';
import type { CsvLayout } from '../csv/layout.ts';

const REQUIRED = [
  'encoding',
  'delimiter',
  'skipRecords',
  'hasHeader',
  'columns',
  'dateOrder',
  'decimalMark',
  'signConvention',
] as const;

/** A profile's layout: every part the mapping step can choose, checked as the review checks it. */
export function profileLayout(input: unknown): CsvLayout {
  const choices = parseLayoutChoices(JSON.stringify(input ?? {}));
  const missing = REQUIRED.filter((part) => choices[part] === undefined);
  if (missing.length > 0) {
    const message = `a bank profile's layout needs ${missing.join(', ')}`;
    throw badRequest(`The column mapping is not valid: ${message}`, [{ field: 'layout', message }]);
  }
  return choices as CsvLayout;
}
