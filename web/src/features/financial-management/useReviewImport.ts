import { useCallback, useState } from 'react';
import { GRAPHQL_URL } from '../../app/apolloClient';
import { graphql } from '../../gql';
import type { CsvLayoutInput, ImportFormat } from '../../gql/graphql';
import { errorMessage } from '../../shared/errorMessage';
import { isUnauthenticated } from '../../shared/graphqlErrors';
import { uploadMutation } from '../../shared/uploadMutation';
import { useSession } from '../session/useSession';
import { fmMessages, showFmError } from './messages';
import type { Outcome } from './outcome';
import { answerFromServer, type ReviewAnswer } from './reviewAnswer';

/**
 * Files larger than this are reviewed on the server (a review draft, read by page): about 150,000 rows of a
 * typical CSV export, below the 200,000 rows a review answered whole may have.
 */
export const SERVER_REVIEW_BYTES = 8 * 1024 * 1024;

export const FmReviewImportMutation = graphql(`
  mutation FmReviewImport($format: ImportFormat!, $file: Upload!, $layout: CsvLayoutInput, $keepOnServer: Boolean) {
    reviewFinancialTransactionImport(format: $format, file: $file, layout: $layout, keepOnServer: $keepOnServer) {
      format
      fileName
      needsMapping
      rows {
        id
        line
        processed
        financialAccountCode
        description
        amount
        duplicate
        duplicateOf
        suggestedAccountCode
        ruleId
      }
      summary {
        ...FmImportSummary
      }
      reading {
        ...FmImportReading
      }
      csv {
        ...FmCsvMapping
      }
      profile {
        id
        name
      }
      draft {
        id
        pageRows
      }
    }
  }
`);

/**
 * Uploads a statement for reading only (view 3's Review, and the mapping step's with `layout`): nothing is stored.
 * The upload goes with fetch + FormData (GraphQL multipart request), outside Apollo's links, so a refused session
 * is ended here the way the error link would end it.
 */
export function useReviewImport() {
  const { store } = useSession();
  const [reviewing, setReviewing] = useState(false);

  const review = useCallback(
    async (format: ImportFormat, file: File | null, layout?: CsvLayoutInput): Promise<Outcome<ReviewAnswer>> => {
      if (!file) {
        // Spec §5 also attempts the upload here; without a file it can only fail, so it is not sent.
        showFmError(fmMessages.noFileSelected);
        return { ok: false, message: fmMessages.noFileSelected };
      }
      setReviewing(true);
      const token = store.getAccessToken();
      try {
        const variables = {
          format,
          file,
          ...(layout ? { layout } : {}),
          // a large file is reviewed on the server and read by page (decision 47)
          ...(file.size > SERVER_REVIEW_BYTES ? { keepOnServer: true } : {}),
        };
        const data = await uploadMutation(FmReviewImportMutation, variables, { url: GRAPHQL_URL, token });
        return { ok: true, value: answerFromServer(data.reviewFinancialTransactionImport) };
      } catch (error) {
        console.error(fmMessages.fileUploadFailed, error);
        if (isUnauthenticated(error)) store.endIfCurrent(token, 'unauthenticated');
        showFmError(fmMessages.fileUploadFailed);
        return { ok: false, message: errorMessage(error) };
      } finally {
        setReviewing(false);
      }
    },
    [store],
  );

  return { review, reviewing };
}
