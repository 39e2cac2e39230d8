import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { runAction } from '../../shared/runAction';
import { messages } from './messages';

export const RetryUnpaidRunRemindersMutation = graphql(`
  mutation RetryUnpaidRunReminders($id: ID!) {
    retryUnpaidRunReminders(id: $id) {
      ...UnpaidRunFields
    }
  }
`);

/**
 * Sends a run's failed reminders again (and those without an address whose client has one now). The run comes back
 * running in the cache, so its view polls its progress again.
 */
export function useRetryUnpaidRun() {
  const [mutate, { loading }] = useMutation(RetryUnpaidRunRemindersMutation);
  const retry = useCallback(
    (id: string) =>
      runAction(messages.retryReminders, async () => {
        await mutate({ variables: { id } });
      }),
    [mutate],
  );
  return { retry, retrying: loading };
}
