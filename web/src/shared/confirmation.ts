/** The Y/N confirmation of spec §3/§4/§5: it starts as N, and an action proceeds only on an explicit Y (trimmed). */
export type Confirmation = 'Y' | 'N';

export const CONFIRMATION_DEFAULT: Confirmation = 'N';

export const CONFIRMATION_OPTIONS: readonly { value: Confirmation; label: string }[] = [
  { value: 'N', label: 'N (No)' },
  { value: 'Y', label: 'Y (Yes)' },
];

export function isConfirmed(value: string | null | undefined): boolean {
  return value?.trim() === 'Y';
}
