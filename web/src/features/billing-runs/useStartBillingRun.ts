import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { runAction } from '../../shared/runAction';
import { BillingRunJobFieldsFragment, BillingRunJobQuery } from './billingRunOperations';
import { ReasonError } from '../../shared/errorMessage';
import { billingRunMessages, failedRunText, POLL_MS } from './messages';

export const StartBillingRunJobMutation = graphql(`
  mutation StartBillingRunJob($periodStart: Date!, $periodEnd: Date!) {
    startBillingRunJob(periodStart: $periodStart, periodEnd: $periodEnd) {
      ...BillingRunJobFields
    }
  }
`);

type Job = ReturnType<typeof readJob>;
const readJob = (job: FragmentType<typeof BillingRunJobFieldsFragment>) =>
  getFragmentData(BillingRunJobFieldsFragment, job);

/**
 * Starts a billing run as a job and follows it to its end: while it runs, its progress is polled every
 * POLL_MS (as the unpaid runs do); when it has succeeded, the success toast shows and the run list and
 * invoice lists load again; a refused start or a failed run shows the failure toast, with what the run kept.
 * `start` resolves to whether the run succeeded; `job` is the job as last polled.
 */
export function useStartBillingRun() {
  const client = useApolloClient();
  const [mutate] = useMutation(StartBillingRunJobMutation);
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const waiting = useRef(new Map<string, (job: Job) => void>());
  const { data, startPolling, stopPolling } = useQuery(BillingRunJobQuery, {
    variables: { id: jobId ?? '' },
    skip: jobId === null,
    fetchPolicy: 'network-only',
  });
  const job = data?.billingRunJob ? readJob(data.billingRunJob) : null;
  const running = job?.status === 'RUNNING';

  useEffect(() => {
    if (!running) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  useEffect(() => {
    if (!job || job.status === 'RUNNING') return;
    const finish = waiting.current.get(job.id);
    waiting.current.delete(job.id);
    finish?.(job);
  }, [job]);

  const start = useCallback(
    async (periodStart: string, periodEnd: string) => {
      setStarting(true);
      try {
        return await runAction(billingRunMessages.start, async () => {
          const { data: started } = await mutate({ variables: { periodStart, periodEnd } });
          if (!started) throw new Error('The billing run was not started');
          const { id } = readJob(started.startBillingRunJob);
          const finished = new Promise<Job>((resolve) => waiting.current.set(id, resolve));
          setJobId(id);
          const done = await finished;
          if (done.status === 'FAILED') {
            throw new ReasonError(failedRunText(done.done, done.error?.message));
          }
          // The run list and the invoice lists load again (the run list at once: it is on screen).
          client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'billingRuns' });
          client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'invoices' });
          client.cache.gc();
        });
      } finally {
        setStarting(false);
      }
    },
    [client, mutate],
  );

  return { start, starting, job };
}
