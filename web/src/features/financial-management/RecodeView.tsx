import './accountRules.css';
import { Button, FormGroup, InputGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import type { FragmentType } from '../../gql';
import type { RecodeInput } from '../../gql/graphql';
import { DateField } from '../../shared/DateField';
import { errorMessage } from '../../shared/errorMessage';
import { useViewer } from '../session/useViewer';
import { AccountSelect } from './AccountSelect';
import { useFinancialAccounts } from './accounts';
import { fmRoutes, type FmLocation } from './fmNavigation';
import { InlineNotice } from './InlineNotice';
import { LastRecodePanel } from './LastRecodePanel';
import {
  recodeDefaults,
  transactionCount,
  validateRecodeForm,
  type RecodeFormErrors,
  type RecodeFormValues,
  type RecodeMode,
} from './recodeForm';
import { RecodePreviewPanel, type FmRecodePreviewFragment } from './RecodePreviewPanel';
import type { FmGo } from './useFmNavigation';
import { useRecodeFinancialTransactions } from './useRecodeFinancialTransactions';
import { useRecodePreview } from './useRecodePreview';
import { ViewHeader } from './ViewHeader';

interface RecodeViewProps {
  location: FmLocation;
  go: FmGo;
  /** After a recode: how many transactions changed, for the list to say. */
  onRecoded: (changed: number) => void;
}

/**
 * View 10, 'Recode Financial Transactions': Recode first shows what would change and asks to confirm; recoded or
 * cancelled, back to the list (spec §4). The last recode can be undone here.
 */
export function RecodeView({ location, go, onRecoded }: RecodeViewProps) {
  const { company } = useViewer();
  const { accounts, loading, error } = useFinancialAccounts();
  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Recode Financial Transactions">
        <Button text="Account rules" onClick={() => go(fmRoutes.accountRules(location))} />
      </ViewHeader>
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
      <LastRecodePanel timeZone={company.timeZone} />
    </section>
  );
}

interface RecodeFormProps {
  initial: RecodeFormValues;
  accounts: readonly { code: string; name: string }[];
  onCancel: () => void;
  onRecoded: (changed: number) => void;
}

interface Previewed {
  input: RecodeInput;
  changed: number;
  preview: FragmentType<typeof FmRecodePreviewFragment>;
}

function RecodeForm({ initial, accounts, onCancel, onRecoded }: RecodeFormProps) {
  const id = useId();
  const { recode, recoding } = useRecodeFinancialTransactions();
  const { preview, previewing } = useRecodePreview();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<RecodeFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  // Recoded: the buttons stay off until the list replaces this view (a second Confirm would only find nothing).
  const [done, setDone] = useState(false);
  const set = <K extends keyof RecodeFormValues>(key: K, value: RecodeFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const busy = recoding || previewing || done;

  // Recode: what would change, first (nothing changes yet).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateRecodeForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setFailure(null);
    void preview(result.input).then((outcome) => {
      if (outcome.ok) setPreviewed({ input: result.input, ...outcome.value });
      else setFailure(outcome.message);
    });
  };

  const confirm = () => {
    if (!previewed) return;
    setFailure(null);
    void recode(previewed.input).then((outcome) => {
      if (outcome.ok) {
        setDone(true);
        onRecoded(outcome.value);
      } else setFailure(outcome.message);
    });
  };

  if (previewed) {
    return (
      <div className="fm-form">
        {failure ? <InlineNotice intent="danger">{failure}</InlineNotice> : null}
        <RecodePreviewPanel preview={previewed.preview}>
          <div className="fm-form-actions">
            <Button
              intent="primary"
              text={previewed.changed > 0 ? `Confirm: recode ${transactionCount(previewed.changed)}` : 'Confirm'}
              onClick={confirm}
              loading={recoding}
              disabled={busy || previewed.changed === 0}
            />
            <Button text="Change" onClick={() => setPreviewed(null)} disabled={busy} />
            <Button text="Cancel" onClick={onCancel} disabled={busy} />
          </div>
        </RecodePreviewPanel>
      </div>
    );
  }

  const byText = values.mode === 'text';
  return (
    <form className="fm-form" onSubmit={submit} noValidate>
      {failure ? <InlineNotice intent="danger">{failure}</InlineNotice> : null}
      <RadioGroup
        className="fm-recode-modes"
        label="Recode"
        inline
        selectedValue={values.mode}
        onChange={(event) => set('mode', event.currentTarget.value as RecodeMode)}
      >
        <Radio value="text" label="By description and account" />
        <Radio value="rules" label="By the account rules" />
      </RadioGroup>
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
      {byText ? (
        <>
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
        </>
      ) : (
        <p className="bp6-text-muted">
          Every transaction of the period that an account rule matches gets the account of the first rule that matches.
          Lines written by a payment stay as they are.
        </p>
      )}
      <div className="fm-form-actions">
        <Button type="submit" intent="primary" text="Recode" loading={previewing} disabled={busy} />
        <Button text="Cancel" onClick={onCancel} disabled={busy} />
      </div>
    </form>
  );
}
