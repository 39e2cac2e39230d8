import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { DateField } from '../../shared/DateField';
import { validateReviewRow, type ReviewRow, type ReviewRowErrors, type ReviewRowValues } from './importReview';
import { ViewHeader } from './ViewHeader';

interface UpdateImportedViewProps {
  row: ReviewRow;
  /** Changes the row in the local review list only. */
  onUpdate: (values: ReviewRowValues) => void;
  onCancel: () => void;
}

/** View 5, 'Update Imported Financial Transaction': local only; back to the review either way. */
export function UpdateImportedView({ row, onUpdate, onCancel }: UpdateImportedViewProps) {
  const id = useId();
  const [values, setValues] = useState<ReviewRowValues>({
    processed: row.processed,
    financialAccountCode: row.financialAccountCode,
    description: row.description,
    amount: row.amount,
  });
  const [errors, setErrors] = useState<ReviewRowErrors>({});
  const set = (key: keyof ReviewRowValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateReviewRow(values);
    if (Object.keys(found).length > 0) setErrors(found);
    else onUpdate(values);
  };

  const textField = (key: 'financialAccountCode' | 'description' | 'amount', label: string, required: boolean) => (
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
        inputMode={key === 'amount' ? 'decimal' : undefined}
        intent={errors[key] ? Intent.DANGER : Intent.NONE}
        onValueChange={(value) => set(key, value)}
      />
    </FormGroup>
  );

  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Update Imported Financial Transaction" />
      <form className="fm-form" onSubmit={submit} noValidate>
        <p className="bp6-text-muted">
          Row {row.id} (line {row.line} of the file). The change stays in this review until you upload.
        </p>
        <DateField
          label="Processed Date"
          name="processed"
          value={values.processed}
          onChange={(value) => set('processed', value)}
          required
          error={errors.processed}
        />
        {textField('financialAccountCode', 'Financial Account Code', false)}
        {textField('description', 'Description', true)}
        {textField('amount', 'Amount', true)}
        <div className="fm-form-actions">
          <Button type="submit" intent="primary" text="Update" />
          <Button text="Cancel" onClick={onCancel} />
        </div>
      </form>
    </section>
  );
}
