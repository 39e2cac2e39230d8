import { MAX_DESCRIPTION_LENGTH } from '../../financial-transactions/transaction-rules.ts';
import { cleanDescription } from '../statement-row.ts';

/**
 * Joins the parts of a bank's transaction text (remittance text, counterparty, booking text …) with
 * " - ", leaving out empty parts and any part another part already says (banks often repeat the
 * remittance text as the booking text, or the name inside it). Cut at the longest description a
 * transaction may have, so a batch with many remittance texts can still be stored.
 */
export function joinDescriptionParts(parts: ReadonlyArray<string | undefined>): string {
  const kept: string[] = [];
  for (const raw of parts) {
    const part = cleanDescription(raw ?? '');
    if (!part) continue;
    const lower = part.toLowerCase();
    if (kept.some((k) => k.toLowerCase().includes(lower))) continue;
    const covered = kept.findIndex((k) => lower.includes(k.toLowerCase()));
    if (covered < 0) {
      kept.push(part);
      continue;
    }
    // The new part says more than an earlier one: it takes the earlier one's place.
    kept[covered] = part;
    for (let i = kept.length - 1; i > covered; i--) if (lower.includes(kept[i]!.toLowerCase())) kept.splice(i, 1);
  }
  const text = kept.join(' - ');
  return text.length > MAX_DESCRIPTION_LENGTH ? `${text.slice(0, MAX_DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;
}
