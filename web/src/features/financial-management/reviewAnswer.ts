/**
 * What the statement reader answers a Review with (view 3, or the mapping step, view 11): the rows to review, or,
 * for a CSV file it is not sure how to read, its questions and a proposal of how to read it.
 */
import type { FragmentType } from '../../gql';
import type { ImportFormat } from '../../gql/graphql';
import { reviewFromServer, type ImportReviewState, type ServerReview } from './importReview';
import type { FmCsvMappingFragment } from './MapColumnsView';

/** The file chosen in view 3, kept by the page so that the mapping step and Back do not ask for it again. */
export interface ImportDraft {
  format: ImportFormat;
  file: File;
}

/** How the CSV reader proposes to read a file (or read it), for the mapping step. */
export interface MappingProposal {
  fileName: string;
  csv: FragmentType<typeof FmCsvMappingFragment>;
}

export interface ReviewAnswer {
  /** The rows to review, or null when the reader asks first (then `mapping` holds its questions). */
  review: ImportReviewState | null;
  /** For a CSV file: the layout proposed or used, its preview and the questions. */
  mapping: MappingProposal | null;
}

export function answerFromServer(server: ServerReview): ReviewAnswer {
  const mapping = server.csv ? { fileName: server.fileName, csv: server.csv } : null;
  if (server.needsMapping) {
    if (!mapping) throw new Error('The server asked how to read the file but sent no proposal');
    return { review: null, mapping };
  }
  return { review: reviewFromServer(server), mapping };
}
