/**
 * A clearing house ("switch") that takes EDI claim messages to the medical schemes. The api talks
 * to it only through this interface; which one is used is configuration (CLEARING_HOUSE). The
 * built-in `sandbox` runs inside the product and is named as such wherever it shows.
 */
export interface LineBenefit {
  /** 1-based line number of the message (LIN). */
  line: number;
  claimedCents: number;
  benefitCents: number;
}

export type SubmitAnswer =
  | { outcome: 'accepted'; reference: string; benefitCents: number; lines: LineBenefit[] }
  | { outcome: 'rejected'; reference: string | null; reasons: string[] };

export type BenefitAnswer =
  | { outcome: 'benefits'; claimedCents: number; benefitCents: number; lines: LineBenefit[] }
  | { outcome: 'rejected'; reasons: string[] };

export type ReversalAnswer = { outcome: 'reversed'; reference: string } | { outcome: 'rejected'; reasons: string[] };

export interface ClearingHouse {
  /** The name users see, e.g. 'Sandbox clearing house'. */
  readonly name: string;
  /** Its identification as interchange recipient (UNB). */
  readonly recipient: string;
  submit(message: string): Promise<SubmitAnswer>;
  benefitCheck(message: string): Promise<BenefitAnswer>;
  reverse(message: string): Promise<ReversalAnswer>;
}

export type ClearingHouseFactory = () => ClearingHouse;
