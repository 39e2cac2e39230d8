import { useQuery } from '@apollo/client/react';
import { Button, Card } from '@blueprintjs/core';
import { UndoIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { recodeWhat, recodeWhenWho } from './accountRuleText';
import { InlineNotice } from './InlineNotice';
import { transactionCount } from './recodeForm';
import { useUndoRecode } from './useUndoRecode';

export const FmLastRecodeFragment = graphql(`
  fragment FmLastRecode on Recode {
    id
    at
    byRules
    startDate
    endDate
    financialAccountCode
    description
    changed
    undoneAt
    username
  }
`);

export const FmLastRecodeQuery = graphql(`
  query FmLastRecode {
    lastRecode {
      id
      ...FmLastRecode
    }
  }
`);

/**
 * The company's last recode and its undo: the transactions it moved go back to their previous accounts, all or
 * none, after a second click; the server refuses (and says why) when one of them was changed since.
 */
export function LastRecodePanel({ timeZone }: { timeZone: string }) {
  const { data } = useQuery(FmLastRecodeQuery, { fetchPolicy: 'cache-and-network' });
  const { undo, undoing } = useUndoRecode();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ intent: 'success' | 'danger'; text: string } | null>(null);
  const recode = data?.lastRecode ? getFragmentData(FmLastRecodeFragment, data.lastRecode) : null;
  if (!recode) return null;

  const onUndo = () => {
    setOutcome(null);
    void undo(recode.id).then((result) => {
      setConfirming(false);
      setOutcome(
        result.ok
          ? { intent: 'success', text: `${transactionCount(result.value)} back on their previous accounts.` }
          : { intent: 'danger', text: result.message },
      );
    });
  };

  return (
    <Card compact className="fm-last-recode" aria-labelledby="fm-last-recode-title">
      <h4 className="bp6-heading" id="fm-last-recode-title">
        Last recode
      </h4>
      <p>{recodeWhat(recode)}</p>
      <p className="bp6-text-muted">{recodeWhenWho(recode, timeZone)}</p>
      {outcome ? <InlineNotice intent={outcome.intent}>{outcome.text}</InlineNotice> : null}
      {recode.undoneAt ? null : confirming ? (
        <>
          <p>{`Put the ${transactionCount(recode.changed)} back on the accounts they had before?`}</p>
          <div className="fm-form-actions">
            <Button intent="warning" text="Undo recode" onClick={onUndo} loading={undoing} disabled={undoing} />
            <Button text="Keep it" onClick={() => setConfirming(false)} disabled={undoing} />
          </div>
        </>
      ) : (
        <div className="fm-form-actions">
          <Button icon={<UndoIcon />} text="Undo last recode" onClick={() => setConfirming(true)} />
        </div>
      )}
    </Card>
  );
}
