import { ChoiceSelect } from '../../shared/ChoiceSelect';
import { accountLabel } from './accounts';
import { fmMessages, showFmError } from './messages';

interface AccountSelectProps {
  accounts: readonly { code: string; name: string }[];
  value: string;
  onChange: (code: string) => void;
  label?: string;
  disabled?: boolean;
  error?: string | undefined;
  /** Marked '(required)' unless false. */
  required?: boolean;
}

/** The Financial Account Code dropdown: the company's accounts as 'CODE – Name'; a blank choice is refused. */
export function AccountSelect({
  accounts,
  value,
  onChange,
  label,
  disabled,
  error,
  required = true,
}: AccountSelectProps) {
  const options = accounts.map((account) => ({ value: account.code, label: accountLabel(account) }));
  // a transaction may use an account that is no longer in the chart: keep it choosable
  if (value !== '' && !accounts.some((account) => account.code === value)) options.unshift({ value, label: value });
  return (
    <ChoiceSelect
      label={label ?? 'Financial Account Code'}
      value={value}
      options={options}
      blankLabel="Select an account"
      onBlank={() => showFmError(fmMessages.blankChoice)}
      onChange={onChange}
      disabled={disabled}
      required={required}
      error={error}
      fill
    />
  );
}
