import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql, type FragmentType } from '../../gql';
import type { RecodeInput } from '../../gql/graphql';
import { errorMessage } from '../../shared/errorMessage';
import { fmMessages, showFmError } from './messages';
import type { Outcome } from './outcome';
import type { FmRecodePreviewFragment } from './RecodePreviewPanel';

export const FmRecodePreviewQuery = graphql(`
  query FmRecodePreview($input: RecodeInput!) {
    recodePreview(input: $input) {
      changed
      ...FmRecodePreview
    }
  }
`);

/**
 * Asks what a recode would change now (always from the server: the books may have changed since the last look).
 * Nothing changes, so there is no success toast; a failure gets the recode's failure toast and the server's reason.
 */
export function useRecodePreview() {
  const client = useApolloClient();
  const [previewing, setPreviewing] = useState(false);
  const preview = useCallback(
    async (
      input: RecodeInput,
    ): Promise<Outcome<{ changed: number; preview: FragmentType<typeof FmRecodePreviewFragment> }>> => {
      setPreviewing(true);
      try {
        const { data, error } = await client.query({
          query: FmRecodePreviewQuery,
          variables: { input },
          fetchPolicy: 'network-only',
        });
        if (error) throw error;
        if (!data) throw new Error('The server answered no preview');
        return { ok: true, value: { changed: data.recodePreview.changed, preview: data.recodePreview } };
      } catch (error) {
        console.error(fmMessages.recodeFailed, error);
        showFmError(fmMessages.recodeFailed);
        return { ok: false, message: errorMessage(error) };
      } finally {
        setPreviewing(false);
      }
    },
    [client],
  );
  return { preview, previewing };
}
