import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { runAction } from '../../shared/runAction';
import { messages } from './messages';
import { UnpaidRunFieldsFragment } from './unpaidRunQueries';

export const StartUnpaidRunMutation = graphql(`
  mutation StartUnpaidRun($olderThanDays: Int!) {
    startUnpaidRun(olderThanDays: $olderThanDays) {
      ...UnpaidRunFields
    }
  }
`);

/**
 * Starts an unpaid run; resolves with the new run's id (null when it failed). Its invoices turn U, so cached
 * invoice lists and the runs list are dropped and load again on their next visit.
 */
export function useStartUnpaidRun() {
  const [mutate, { loading }] = useMutation(StartUnpaidRunMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'unpaidRuns' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'invoices' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'unpaidRunPreview' });
      cache.gc();
    },
  });
  const startUnpaidRun = useCallback(
    async (olderThanDays: number): Promise<string | null> => {
      let id: string | null = null;
      await runAction(messages.startUnpaidRun, async () => {
        const { data } = await mutate({ variables: { olderThanDays } });
        if (data) id = getFragmentData(UnpaidRunFieldsFragment, data.startUnpaidRun).id;
      });
      return id;
    },
    [mutate],
  );
  return { startUnpaidRun, starting: loading };
}
