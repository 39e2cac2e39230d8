import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import type { CsvLayoutInput } from '../../gql/graphql';
import { InlineNotice } from './InlineNotice';
import { useSaveBankProfile } from './useSaveBankProfile';

interface SaveBankProfileProps {
  /** The file's name: the profile's name by default (without its extension). */
  fileName: string;
  /** `ImportReview.csv.fingerprint` of the file. */
  fingerprint: string;
  /** Every part of the layout the file is (or is about to be) read with. */
  layout: () => CsvLayoutInput;
  disabled?: boolean;
}

export const profileNameFrom = (fileName: string) => fileName.replace(/\.[^.]*$/, '').trim() || fileName;

/** A name and 'Save as bank profile' (views 11 and 4): the bank's next statement is read with the layout. */
export function SaveBankProfile({ fileName, fingerprint, layout, disabled }: SaveBankProfileProps) {
  const id = useId();
  const { save, saving } = useSaveBankProfile();
  const [name, setName] = useState(() => profileNameFrom(fileName));
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const onSave = () => {
    setResult(null);
    void save({ name: name.trim(), fingerprint, layout: layout() }).then((outcome) =>
      setResult(
        outcome.ok
          ? { ok: true, text: `Saved: the next statement of this bank is read with it (${outcome.value}).` }
          : { ok: false, text: outcome.message },
      ),
    );
  };

  return (
    <div className="fm-save-profile" data-testid="save-bank-profile">
      <FormGroup label="Bank profile name" labelFor={id} className="fm-save-profile-name">
        <InputGroup
          id={id}
          value={name}
          disabled={disabled || saving}
          onValueChange={(value) => {
            setName(value);
            setResult(null);
          }}
        />
      </FormGroup>
      <Button
        icon={<FloppyDiskIcon />}
        text="Save as bank profile"
        onClick={onSave}
        loading={saving}
        disabled={disabled || saving || name.trim() === ''}
      />
      {result ? <InlineNotice intent={result.ok ? 'success' : 'danger'}>{result.text}</InlineNotice> : null}
    </div>
  );
}
