/**
 * ICD-10 shaped codes: a letter, two digits, and optionally a dot with 1–4 letters or digits
 * (J06.9, E11.65, Z00.0, S72.001A). Checked for shape only; the full code list is not kept here.
 */
const ICD10 = /^[A-Z]\d{2}(?:\.[A-Z0-9]{1,4})?$/;

/** A diagnosis code as clients send it: a plain string or an object `{ icd10Code }` (spec §3, §5). */
export type DiagnosisCodeInput = string | { icd10Code?: string | null } | null | undefined;

export type DiagnosisCodeResult = { ok: true; code: string | null } | { ok: false; value: string };

/** Reads one diagnosis code: empty means none; otherwise it must be ICD-10 shaped (upper-cased). */
export function readDiagnosisCode(input: DiagnosisCodeInput): DiagnosisCodeResult {
  const raw = typeof input === 'object' && input !== null ? input.icd10Code : input;
  if (raw === null || raw === undefined) return { ok: true, code: null };
  const code = raw.trim().toUpperCase();
  if (code === '') return { ok: true, code: null };
  return ICD10.test(code) ? { ok: true, code } : { ok: false, value: raw };
}
