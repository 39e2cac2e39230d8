import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { AccountSelect } from './AccountSelect';
import { useFinancialAccounts } from './accounts';

interface ImportBulkAccountProps {
  /** How many rows are ticked, on every page. */
  selected: number;
  total: number;
  disabled: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onSetAccount: (code: string) => void;
}

const rows = (count: number) => `${count} row${count === 1 ? '' : 's'}`;

/** View 4's 'Set account for selected': one of the company's accounts for every ticked row, on any page. */
export function ImportBulkAccount({
  selected,
  total,
  disabled,
  onSelectAll,
  onClear,
  onSetAccount,
}: ImportBulkAccountProps) {
  const { accounts } = useFinancialAccounts();
  const [code, setCode] = useState('');
  return (
    <div className="fm-bulk-account" data-testid="import-bulk-account">
      <AccountSelect
        label="Account for selected rows"
        accounts={accounts}
        value={code}
        onChange={setCode}
        disabled={disabled}
        required={false}
      />
      <Button
        intent="primary"
        text="Set account for selected"
        disabled={disabled || selected === 0 || code === ''}
        onClick={() => onSetAccount(code)}
      />
      <span className="bp6-text-muted" aria-live="polite" data-testid="import-selected">
        {rows(selected)} selected
      </span>
      {selected < total ? (
        <Button variant="minimal" text={`Select all ${rows(total)}`} disabled={disabled} onClick={onSelectAll} />
      ) : null}
      {selected > 0 ? <Button variant="minimal" text="Clear selection" disabled={disabled} onClick={onClear} /> : null}
    </div>
  );
}
