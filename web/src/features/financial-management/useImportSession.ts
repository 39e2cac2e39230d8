import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import type { CsvLayoutInput } from '../../gql/graphql';
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
  /** The layout the mapping step sent for the review shown (null when the file was read without it). */
  mappedLayout: CsvLayoutInput | null;
  setReview: Dispatch<SetStateAction<ImportReviewState | null>>;
  /** Keeps the file and what the reader answered for it (and the mapping step's layout, when it asked). */
  receive: (draft: ImportDraft, answer: ReviewAnswer, layout?: CsvLayoutInput) => void;
  /** Puts a failed upload's review back (its file is not kept: no mapping step). */
  reopen: (review: ImportReviewState) => void;
  clear: () => void;
}

export function useImportSession(): ImportSession {
  const [draft, setDraft] = useState<ImportDraft | null>(null);
  const [mapping, setMapping] = useState<MappingProposal | null>(null);
  const [review, setReview] = useState<ImportReviewState | null>(null);
  const [mappedLayout, setMappedLayout] = useState<CsvLayoutInput | null>(null);
  const receive = useCallback((nextDraft: ImportDraft, answer: ReviewAnswer, layout?: CsvLayoutInput) => {
    setDraft(nextDraft);
    setMapping(answer.mapping);
    setReview(answer.review);
    setMappedLayout(layout ?? null);
  }, []);
  const clear = useCallback(() => {
    setDraft(null);
    setMapping(null);
    setReview(null);
    setMappedLayout(null);
  }, []);
  const reopen = useCallback((reopened: ImportReviewState) => {
    setDraft(null);
    setMapping(null);
    setMappedLayout(null);
    setReview(reopened);
  }, []);
  return { draft, mapping, review, mappedLayout, setReview, receive, reopen, clear };
}
