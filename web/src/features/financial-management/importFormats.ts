import type { ImportFormat } from '../../gql/graphql';

/** Spec §3 'Import input formats' (001 is the default, spec §9); the api reads FNB's PDF statement for 002. */
export const IMPORT_FORMATS: readonly { value: ImportFormat; label: string }[] = [
  { value: 'GENERIC_CSV', label: '001 Generic (CSV)' },
  { value: 'BANK_PDF', label: '002 FNB bank statement (PDF)' },
];

export const DEFAULT_IMPORT_FORMAT: ImportFormat = 'GENERIC_CSV';

/** The file picker's accept list (spec §9: .csv and PDF). */
export const IMPORT_ACCEPT = '.csv,.pdf';
