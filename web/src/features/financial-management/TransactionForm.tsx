import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import type { FinancialTransactionInput } from '../../gql/graphql';
import { DateField } from '../../shared/DateField';
import { AccountSelect } from './AccountSelect';
import { InlineNotice } from './InlineNotice';
import { validateTransactionForm, type TransactionFormErrors, type TransactionFormValues } from './transactionForm';

export const FmTransactionFormFragment = graphql(`
  fragment FmTransactionForm on FinancialTransaction {
    id
    processed
    financialAccountCode
    description
    debit
    credit
  }
`);

interface TransactionFormProps {
  initial: TransactionFormValues;
  accounts: readonly { code: string; name: string }[];
  submitText: 'Update' | 'Create';
  busy: boolean;
  /** The server's reason when the last save failed. */
  failure: string | null;
  onSubmit: (input: FinancialTransactionInput) => void;
  onCancel: () => void;
}

/** Processed Date, Financial Account Code, Description, Debit, Credit (views 7 and 9). */
export function TransactionForm({
  initial,
  accounts,
  submitText,
  busy,
  failure,
  onSubmit,
  onCancel,
}: TransactionFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TransactionFormErrors>({});
  const set = <K extends keyof TransactionFormValues>(key: K, value: TransactionFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateTransactionForm(values);
    if (result.ok) onSubmit(result.input);
    else setErrors(result.errors);
  };

  const textField = (key: 'description' | 'debit' | 'credit', label: string, required = false) => (
    <FormGroup
      label={label}
      labelFor={`${id}-${key}`}
      labelInfo={required ? '(required)' : undefined}
      intent={errors[key] ? Intent.DANGER : Intent.NONE}
      helperText={errors[key]}
    >
      <InputGroup
        id={`${id}-${key}`}
        name={key}
        value={values[key]}
        required={required}
        inputMode={key === 'description' ? undefined : 'decimal'}
        placeholder={key === 'description' ? undefined : '0.00'}
        intent={errors[key] ? Intent.DANGER : Intent.NONE}
        onValueChange={(value) => set(key, value)}
      />
    </FormGroup>
  );

  return (
    <form className="fm-form" onSubmit={submit} noValidate>
      {failure ? <InlineNotice intent="danger">{failure}</InlineNotice> : null}
      <DateField
        label="Processed Date"
        name="processed"
        value={values.processed}
        onChange={(value) => set('processed', value)}
        required
        error={errors.processed}
      />
      <AccountSelect
        accounts={accounts}
        value={values.financialAccountCode}
        onChange={(code) => set('financialAccountCode', code)}
        error={errors.financialAccountCode}
      />
      {textField('description', 'Description', true)}
      <div className="fm-form-row">
        {textField('debit', 'Debit')}
        {textField('credit', 'Credit')}
      </div>
      <div className="fm-form-actions">
        <Button type="submit" intent="primary" text={submitText} loading={busy} disabled={busy} />
        <Button text="Cancel" onClick={onCancel} disabled={busy} />
      </div>
    </form>
  );
}
