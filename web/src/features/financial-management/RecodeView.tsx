import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { DateField } from '../../shared/DateField';
import { errorMessage } from '../../shared/errorMessage';
import { useViewer } from '../session/useViewer';
import { AccountSelect } from './AccountSelect';
import { useFinancialAccounts } from './accounts';
import { fmRoutes, type FmLocation } from './fmNavigation';
import { InlineNotice } from './InlineNotice';
import { recodeDefaults, validateRecodeForm, type RecodeFormErrors, type RecodeFormValues } from './recodeForm';
import type { FmGo } from './useFmNavigation';
import { useRecodeFinancialTransactions } from './useRecodeFinancialTransactions';
import { ViewHeader } from './ViewHeader';

interface RecodeViewProps {
  location: FmLocation;
  go: FmGo;
  /** After a recode: how many transactions changed, for the list to say. */
  onRecoded: (changed: number) => void;
}

/** View 10, 'Recode Financial Transactions': recoded or cancelled, back to the list (spec §4). */
export function RecodeView({ location, go, onRecoded }: RecodeViewProps) {
  const { company } = useViewer();
  const { accounts, loading, error } = useFinancialAccounts();
  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Recode Financial Transactions" />
      {error ? (
        <InlineNotice>{`The financial accounts could not be loaded: ${errorMessage(error)}`}</InlineNotice>
      ) : null}
      {loading ? null : (
        <RecodeForm
          initial={recodeDefaults(company.timeZone, accounts)}
          accounts={accounts}
          onCancel={() => go(fmRoutes.backToList(location))}
          onRecoded={(changed) => {
            go(fmRoutes.backToList(location));
            onRecoded(changed);
          }}
        />
      )}
    </section>
  );
}

interface RecodeFormProps {
  initial: RecodeFormValues;
  accounts: readonly { code: string; name: string }[];
  onCancel: () => void;
  onRecoded: (changed: number) => void;
}

function RecodeForm({ initial, accounts, onCancel, onRecoded }: RecodeFormProps) {
  const id = useId();
  const { recode, recoding } = useRecodeFinancialTransactions();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<RecodeFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof RecodeFormValues>(key: K, value: RecodeFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateRecodeForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    void recode(result.input).then((outcome) => {
      if (outcome.ok) onRecoded(outcome.value);
      else setFailure(outcome.message);
    });
  };

  return (
    <form className="fm-form" onSubmit={submit} noValidate>
      {failure ? <InlineNotice intent="danger">{failure}</InlineNotice> : null}
      <div className="fm-form-row">
        <DateField
          label="Start Date"
          name="startDate"
          value={values.startDate}
          onChange={(value) => set('startDate', value)}
          required
          error={errors.startDate}
        />
        <DateField
          label="End Date"
          name="endDate"
          value={values.endDate}
          onChange={(value) => set('endDate', value)}
          required
          error={errors.endDate}
        />
      </div>
      <AccountSelect
        accounts={accounts}
        value={values.financialAccountCode}
        onChange={(code) => set('financialAccountCode', code)}
        error={errors.financialAccountCode}
      />
      <FormGroup
        label="Partial Description To Search For"
        labelFor={`${id}-description`}
        labelInfo="(required)"
        intent={errors.description ? Intent.DANGER : Intent.NONE}
        helperText={errors.description ?? 'Every transaction of the period whose description contains this text.'}
      >
        <InputGroup
          id={`${id}-description`}
          name="description"
          required
          value={values.description}
          intent={errors.description ? Intent.DANGER : Intent.NONE}
          onValueChange={(value) => set('description', value)}
        />
      </FormGroup>
      <div className="fm-form-actions">
        <Button type="submit" intent="primary" text="Recode" loading={recoding} disabled={recoding} />
        <Button text="Cancel" onClick={onCancel} disabled={recoding} />
      </div>
    </form>
  );
}
