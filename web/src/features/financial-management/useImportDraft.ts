import { useCallback, useEffect, useState } from 'react';
import { useViewer } from '../session/useViewer';
import { draftKey, dropDraft, loadDraft, saveDraft } from './draftStore';
import type { ImportDraftState } from './importDraft';

export interface ImportDraftHolder {
  draft: ImportDraftState | null;
  keep: (draft: ImportDraftState) => void;
  drop: () => void;
}

/** The failed upload's draft of this user and company: in the page, and in IndexedDB across reloads. */
export function useImportDraft(): ImportDraftHolder {
  const { user, company } = useViewer();
  const key = draftKey(user.id, company.id);
  const [draft, setDraft] = useState<ImportDraftState | null>(null);
  useEffect(() => {
    let current = true;
    void loadDraft(key).then((stored) => {
      if (current && stored) setDraft((shown) => shown ?? stored);
    });
    return () => {
      current = false;
    };
  }, [key]);
  const keep = useCallback(
    (next: ImportDraftState) => {
      setDraft(next);
      void saveDraft(key, next);
    },
    [key],
  );
  const drop = useCallback(() => {
    setDraft(null);
    void dropDraft(key);
  }, [key]);
  return { draft, keep, drop };
}
