/** Escapes LIKE wildcards (backslash is PostgreSQL's default LIKE escape) so "50%" means those characters. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type MatchMode = 'startsWith' | 'contains' | 'equals';

/** A lower-cased LIKE pattern for a match mode. */
export function likePattern(value: string, mode: MatchMode): string {
  const escaped = likeEscape(value.trim().toLowerCase());
  if (mode === 'startsWith') return `${escaped}%`;
  if (mode === 'contains') return `%${escaped}%`;
  return escaped;
}
