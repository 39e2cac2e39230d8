import { Button, Card } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowUpIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { AccountRuleInput } from '../../gql/graphql';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { AccountRuleForm } from './AccountRuleForm';
import { ruleSentence } from './accountRuleText';
import { InlineNotice } from './InlineNotice';
import { useDeleteAccountRule } from './useDeleteAccountRule';
import { useUpdateAccountRule } from './useUpdateAccountRule';

export const FmAccountRuleFragment = graphql(`
  fragment FmAccountRule on AccountRule {
    id
    position
    match
    text
    direction
    financialAccountCode
    financialAccountName
  }
`);

type Mode = 'show' | 'edit' | 'delete';

interface AccountRuleItemProps {
  rule: FragmentType<typeof FmAccountRuleFragment>;
  /** How many rules the company has (the last one cannot move down). */
  count: number;
  accounts: readonly { code: string; name: string }[];
}

/** One rule as a card: its place and sentence; Up and Down move it, Edit changes it in place, Delete asks Y. */
export function AccountRuleItem({ rule: ruleRef, count, accounts }: AccountRuleItemProps) {
  const rule = getFragmentData(FmAccountRuleFragment, ruleRef);
  const { update, updating } = useUpdateAccountRule();
  const { remove, deleting } = useDeleteAccountRule();
  const [mode, setMode] = useState<Mode>('show');
  const [confirmation, setConfirmation] = useState<Confirmation>(CONFIRMATION_DEFAULT);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = updating || deleting;
  const to = (next: Mode) => {
    setMode(next);
    setFailure(null);
    setConfirmation(CONFIRMATION_DEFAULT);
  };
  const current: AccountRuleInput = {
    match: rule.match,
    text: rule.text,
    direction: rule.direction,
    financialAccountCode: rule.financialAccountCode,
  };

  const move = (step: -1 | 1) => {
    setFailure(null);
    void update(rule.id, { ...current, position: rule.position + step }).then((outcome) => {
      if (!outcome.ok) setFailure(outcome.message);
    });
  };
  const onDelete = () => {
    if (!isConfirmed(confirmation)) {
      to('show'); // without Y nothing is deleted
      return;
    }
    setFailure(null);
    void remove(rule.id).then((outcome) => {
      if (!outcome.ok) setFailure(outcome.message);
    });
  };

  const sentence = ruleSentence(rule);
  return (
    <Card compact className="fm-rule" data-testid="account-rule" aria-label={`Rule ${rule.position}: ${sentence}`}>
      <div className="fm-rule-line">
        <span className="fm-rule-position" aria-hidden="true">
          {rule.position}
        </span>
        <p className="fm-rule-sentence">{sentence}</p>
      </div>
      {failure ? <InlineNotice intent="danger">{failure}</InlineNotice> : null}
      {mode === 'edit' ? (
        <AccountRuleForm
          label={`Edit rule ${rule.position}`}
          initial={current}
          accounts={accounts}
          saving={updating}
          onSave={(input) =>
            update(rule.id, input).then((outcome) => {
              if (outcome.ok) setMode('show');
              return outcome;
            })
          }
          onCancel={() => to('show')}
        />
      ) : mode === 'delete' ? (
        <div className="fm-rule-edit">
          <ConfirmSelect
            value={confirmation}
            onChange={setConfirmation}
            disabled={busy}
            helperText="Choose Y to delete this rule: the rules after it move up."
          />
          <div className="fm-form-actions">
            <Button
              intent="danger"
              text="Delete"
              onClick={onDelete}
              loading={deleting}
              disabled={busy || !isConfirmed(confirmation)}
            />
            <Button text="Cancel" onClick={() => to('show')} disabled={busy} />
          </div>
        </div>
      ) : (
        <div className="fm-form-actions">
          <Button
            icon={<ArrowUpIcon />}
            aria-label={`Move rule ${rule.position} up`}
            title="Move up: tried earlier"
            onClick={() => move(-1)}
            disabled={busy || rule.position <= 1}
          />
          <Button
            icon={<ArrowDownIcon />}
            aria-label={`Move rule ${rule.position} down`}
            title="Move down: tried later"
            onClick={() => move(1)}
            disabled={busy || rule.position >= count}
          />
          <Button text="Edit" onClick={() => to('edit')} disabled={busy} />
          <Button intent="danger" text="Delete" onClick={() => to('delete')} disabled={busy} />
        </div>
      )}
    </Card>
  );
}
