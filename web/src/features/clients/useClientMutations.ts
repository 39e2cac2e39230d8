import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ClientInput } from '../../gql/graphql';
import { runCatalogAction } from '../catalog/runCatalogAction';
import { CreateClientMutation, SetClientActiveMutation, UpdateClientMutation } from './clientQueries';
import { clientMessages } from './messages';

/** After a change the cached client lists and pages are dropped: those on screen fetch again at once. */
function dropClientLists(cache: ApolloCache): void {
  for (const fieldName of ['clients', 'client']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
const options = { update: dropClientLists } as const;

/** Create, update, archive and restore, each with its toast (the failure's reason on a second line). */
export function useClientMutations() {
  const [create] = useMutation(CreateClientMutation, options);
  const [update] = useMutation(UpdateClientMutation, options);
  const [setActive] = useMutation(SetClientActiveMutation, options);
  return {
    createClient: useCallback(
      (input: ClientInput) => runCatalogAction(clientMessages.createClient, () => create({ variables: { input } })),
      [create],
    ),
    updateClient: useCallback(
      (id: string, input: ClientInput) =>
        runCatalogAction(clientMessages.updateClient, () => update({ variables: { id, input } })),
      [update],
    ),
    setClientActive: useCallback(
      (id: string, active: boolean) =>
        runCatalogAction(active ? clientMessages.restoreClient : clientMessages.archiveClient, () =>
          setActive({ variables: { id, active } }),
        ),
      [setActive],
    ),
  };
}
