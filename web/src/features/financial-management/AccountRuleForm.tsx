import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import type { AccountRuleInput, RuleDirection, RuleMatch } from '../../gql/graphql';
import { ChoiceSelect } from '../../shared/ChoiceSelect';
import { AccountSelect } from './AccountSelect';
import { validateRuleForm, type AccountRuleFormErrors, type AccountRuleFormValues } from './accountRuleForm';
import { RULE_DIRECTIONS, RULE_MATCHES } from './accountRuleText';
import { InlineNotice } from './InlineNotice';
import type { Outcome } from './outcome';

interface AccountRuleFormProps {
  /** Names the form for assistive technology: 'New rule' or 'Edit rule 2'. */
  label: string;
  initial: AccountRuleFormValues;
  accounts: readonly { code: string; name: string }[];
  saving: boolean;
  onSave: (input: AccountRuleInput) => Promise<Outcome>;
  onCancel: () => void;
}

/** A rule's fields: the description contains / starts with the text, money in / out / either → the account. */
export function AccountRuleForm({ label, initial, accounts, saving, onSave, onCancel }: AccountRuleFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AccountRuleFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof AccountRuleFormValues>(key: K, value: AccountRuleFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'text' || key === 'financialAccountCode') setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateRuleForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setFailure(null);
    void onSave(result.input).then((outcome) => {
      if (!outcome.ok) setFailure(outcome.message);
    });
  };

  return (
    <form className="fm-form fm-rule-form" aria-label={label} onSubmit={submit} noValidate>
      {failure ? <InlineNotice intent="danger">{failure}</InlineNotice> : null}
      <div className="fm-rule-fields">
        <ChoiceSelect
          label="Description"
          value={values.match}
          options={RULE_MATCHES}
          onChange={(value) => set('match', value as RuleMatch)}
          disabled={saving}
          fill
        />
        <FormGroup
          label="Text"
          labelFor={`${id}-text`}
          labelInfo="(required)"
          intent={errors.text ? Intent.DANGER : Intent.NONE}
          helperText={errors.text ?? 'Compared without case or extra spaces.'}
          className="fm-rule-text"
        >
          <InputGroup
            id={`${id}-text`}
            name="text"
            value={values.text}
            intent={errors.text ? Intent.DANGER : Intent.NONE}
            onValueChange={(value) => set('text', value)}
            disabled={saving}
            fill
          />
        </FormGroup>
        <ChoiceSelect
          label="Money"
          value={values.direction}
          options={RULE_DIRECTIONS}
          onChange={(value) => set('direction', value as RuleDirection)}
          disabled={saving}
          fill
        />
        <AccountSelect
          label="Account"
          accounts={accounts}
          value={values.financialAccountCode}
          onChange={(code) => set('financialAccountCode', code)}
          error={errors.financialAccountCode}
          disabled={saving}
        />
      </div>
      <div className="fm-form-actions">
        <Button type="submit" intent="primary" text="Save rule" loading={saving} disabled={saving} />
        <Button text="Cancel" onClick={onCancel} disabled={saving} />
      </div>
    </form>
  );
}
