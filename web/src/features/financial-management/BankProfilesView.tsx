import { useQuery } from '@apollo/client/react';
import { Button, Spinner } from '@blueprintjs/core';
import { graphql } from '../../gql';
import { errorMessage } from '../../shared/errorMessage';
import { useViewer } from '../session/useViewer';
import { BankProfileItem } from './BankProfileItem';
import { InlineNotice } from './InlineNotice';
import { ViewHeader } from './ViewHeader';

export const FmBankProfilesQuery = graphql(`
  query FmBankProfiles {
    bankProfiles {
      id
      ...FmBankProfile
    }
  }
`);

/**
 * The company's bank profiles (reached from view 3): how each bank's CSV export is read, by name, with when a
 * review last used it. Rename and Delete one; a list of cards, so a phone never scrolls sideways.
 */
export function BankProfilesView({ onBack }: { onBack: () => void }) {
  const { company } = useViewer();
  const { data, loading, error } = useQuery(FmBankProfilesQuery, { fetchPolicy: 'cache-and-network' });
  const profiles = data?.bankProfiles ?? [];
  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Bank profiles">
        <Button text="Back" onClick={onBack} />
      </ViewHeader>
      <p className="bp6-text-muted">
        A bank profile says how to read one bank&apos;s CSV statements: the next statement of that bank is read with it,
        asking nothing. Save one from the mapping step.
      </p>
      {error ? <InlineNotice>{`The bank profiles could not be loaded: ${errorMessage(error)}`}</InlineNotice> : null}
      {loading && !data ? (
        <Spinner size={24} aria-label="Loading the bank profiles" />
      ) : profiles.length === 0 && !error ? (
        <InlineNotice intent="primary">No bank profiles yet.</InlineNotice>
      ) : (
        <div className="fm-profiles">
          {profiles.map((profile) => (
            <BankProfileItem key={profile.id} profile={profile} timeZone={company.timeZone} />
          ))}
        </div>
      )}
    </section>
  );
}
