/**
 * Where a failed upload's draft outlives the page: IndexedDB (idb-keyval), one per user and company. A browser
 * without IndexedDB (private modes, tests) keeps the draft in the page only.
 */
import { del, get, set } from 'idb-keyval';
import type { ImportDraftState } from './importDraft';

export const draftKey = (userId: string, companyId: string) => `folio:fm-import-draft:${userId}:${companyId}`;

export async function loadDraft(key: string): Promise<ImportDraftState | null> {
  try {
    return (await get<ImportDraftState>(key)) ?? null;
  } catch (error) {
    console.warn('The import draft could not be read', error);
    return null;
  }
}

export async function saveDraft(key: string, draft: ImportDraftState): Promise<void> {
  try {
    await set(key, draft);
  } catch (error) {
    console.warn('The import draft could not be kept in this browser', error);
  }
}

export async function dropDraft(key: string): Promise<void> {
  try {
    await del(key);
  } catch (error) {
    console.warn('The import draft could not be removed from this browser', error);
  }
}
