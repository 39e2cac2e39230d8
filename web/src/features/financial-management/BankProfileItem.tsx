import { Button, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { lastUsedText, profileReadsText } from './bankProfileText';
import { InlineNotice } from './InlineNotice';
import { useDeleteBankProfile } from './useDeleteBankProfile';
import { useRenameBankProfile } from './useRenameBankProfile';

export const FmBankProfileFragment = graphql(`
  fragment FmBankProfile on BankProfile {
    id
    name
    lastUsedAt
    layout {
      delimiter
      dateOrder
      decimalMark
      signConvention
    }
  }
`);

type Mode = 'show' | 'rename' | 'delete';

/** One bank profile: its name, when it was last used and what it reads; Rename inline, Delete on Y. */
export function BankProfileItem(props: { profile: FragmentType<typeof FmBankProfileFragment>; timeZone?: string }) {
  const profile = getFragmentData(FmBankProfileFragment, props.profile);
  const id = useId();
  const { rename, renaming } = useRenameBankProfile();
  const { remove, deleting } = useDeleteBankProfile();
  const [mode, setMode] = useState<Mode>('show');
  const [name, setName] = useState(profile.name);
  const [confirmation, setConfirmation] = useState<Confirmation>(CONFIRMATION_DEFAULT);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = renaming || deleting;
  const to = (next: Mode) => {
    setMode(next);
    setFailure(null);
    setName(profile.name);
    setConfirmation(CONFIRMATION_DEFAULT);
  };

  const onRename = () => {
    setFailure(null);
    void rename(profile.id, name.trim()).then((outcome) => {
      if (outcome.ok) setMode('show');
      else setFailure(outcome.message);
    });
  };
  const onDelete = () => {
    if (!isConfirmed(confirmation)) {
      to('show'); // without Y nothing is deleted
      return;
    }
    setFailure(null);
    void remove(profile.id).then((outcome) => {
      if (!outcome.ok) setFailure(outcome.message);
    });
  };

  return (
    <Card compact className="fm-profile" data-testid="bank-profile" aria-label={profile.name}>
      <h4 className="bp6-heading fm-profile-name">{profile.name}</h4>
      <p className="bp6-text-muted fm-profile-line">{lastUsedText(profile.lastUsedAt, props.timeZone)}</p>
      <p className="fm-profile-line">{profileReadsText(profile.layout)}</p>
      {failure ? <InlineNotice intent="danger">{failure}</InlineNotice> : null}
      {mode === 'rename' ? (
        <div className="fm-profile-edit">
          <FormGroup label="New name" labelFor={id}>
            <InputGroup id={id} value={name} onValueChange={setName} disabled={busy} />
          </FormGroup>
          <div className="fm-form-actions">
            <Button
              intent="primary"
              text="Save name"
              onClick={onRename}
              loading={renaming}
              disabled={busy || name.trim() === ''}
            />
            <Button text="Cancel" onClick={() => to('show')} disabled={busy} />
          </div>
        </div>
      ) : mode === 'delete' ? (
        <div className="fm-profile-edit">
          <ConfirmSelect
            value={confirmation}
            onChange={setConfirmation}
            disabled={busy}
            helperText="Choose Y to delete this bank profile: the bank's next file is asked about afresh."
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
          <Button text="Rename" onClick={() => to('rename')} />
          <Button intent="danger" text="Delete" onClick={() => to('delete')} />
        </div>
      )}
    </Card>
  );
}
