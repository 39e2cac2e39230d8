import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import type { ImportReviewState } from './importReview';
import type { ImportDraft, MappingProposal, ReviewAnswer } from './reviewAnswer';

/**
 * What the page keeps of a statement import between its views (3, 11, 4, 5, 6): the file chosen, the CSV
 * reader's proposal for the mapping step, and the rows under review. Nothing of it is on the server until Upload.
 */
export interface ImportSession {
  draft: ImportDraft | null;
  mapping: MappingProposal | null;
  review: ImportReviewState | null;
  setReview: Dispatch<SetStateAction<ImportReviewState | null>>;
  /** Keeps the file and what the reader answered for it. */
  receive: (draft: ImportDraft, answer: ReviewAnswer) => void;
  clear: () => void;
}

export function useImportSession(): ImportSession {
  const [draft, setDraft] = useState<ImportDraft | null>(null);
  const [mapping, setMapping] = useState<MappingProposal | null>(null);
  const [review, setReview] = useState<ImportReviewState | null>(null);
  const receive = useCallback((nextDraft: ImportDraft, answer: ReviewAnswer) => {
    setDraft(nextDraft);
    setMapping(answer.mapping);
    setReview(answer.review);
  }, []);
  const clear = useCallback(() => {
    setDraft(null);
    setMapping(null);
    setReview(null);
  }, []);
  return { draft, mapping, review, setReview, receive, clear };
}
