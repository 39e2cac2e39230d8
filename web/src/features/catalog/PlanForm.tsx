import { Callout, Checkbox, FormGroup, HTMLSelect, Intent, TextArea } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { TextField } from '../../shared/TextField';
import { CatalogForm } from './CatalogForm';
import { FREQUENCIES } from './messages';
import { hasPlanErrors, validatePlan, type PlanErrors, type PlanValues } from './planForm';
import { PlanItemsEditor, type ProductChoice } from './PlanItemsEditor';
import type { ActionOutcome } from './runCatalogAction';

interface PlanFormProps {
  title: string;
  initial: PlanValues;
  products: readonly ProductChoice[];
  isHealth: boolean;
  currencySymbol: string;
  onSave: (values: PlanValues) => Promise<ActionOutcome>;
  onDone: () => void;
}

/** Creates or edits a billing plan with its items (saving replaces them all, as the api does). */
export function PlanForm({ title, initial, products, isHealth, currencySymbol, onSave, onDone }: PlanFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PlanErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const frequencyId = useId();
  const descriptionId = useId();

  return (
    <CatalogForm
      title={title}
      submitText="Save plan"
      submitIcon={<FloppyDiskIcon />}
      refusal={refusal}
      onCancel={onDone}
      onSubmit={async () => {
        const found = validatePlan(values);
        setErrors(found);
        if (hasPlanErrors(found)) return;
        const outcome = await onSave(values);
        if (outcome.ok) onDone();
        else setRefusal(outcome.reason);
      }}
    >
      <div className="folio-catalog-fields">
        <TextField
          label="Name"
          name="name"
          required
          value={values.name}
          onChange={(name) => setValues((v) => ({ ...v, name }))}
          error={errors.name}
        />
        <FormGroup label="Frequency" labelFor={frequencyId}>
          <HTMLSelect
            id={frequencyId}
            value={values.frequency}
            onChange={(event) => {
              const frequency = event.currentTarget.value;
              setValues((v) => ({ ...v, frequency }));
            }}
            options={FREQUENCIES.map((f) => ({ value: f.value, label: f.label }))}
          />
        </FormGroup>
      </div>
      <FormGroup label="Description" labelFor={descriptionId}>
        <TextArea
          id={descriptionId}
          fill
          value={values.description}
          onChange={(event) => {
            const description = event.currentTarget.value;
            setValues((v) => ({ ...v, description }));
          }}
        />
      </FormGroup>
      <Checkbox
        label="Active (billed by billing runs and can be added to invoices)"
        checked={values.active}
        onChange={(event) => {
          const active = event.currentTarget.checked;
          setValues((v) => ({ ...v, active }));
        }}
      />
      <Checkbox
        label="Offered when booking appointments"
        checked={values.bookings}
        onChange={(event) => {
          const bookings = event.currentTarget.checked;
          setValues((v) => ({ ...v, bookings }));
        }}
      />
      <PlanItemsEditor
        items={values.items}
        onChange={(items) => setValues((v) => ({ ...v, items }))}
        products={products}
        errors={errors.itemErrors}
        isHealth={isHealth}
        currencySymbol={currencySymbol}
      />
      {(errors.items ?? errors.itemErrors) ? (
        <Callout intent={Intent.WARNING}>{errors.items ?? 'Some items need a correction: see above.'}</Callout>
      ) : null}
    </CatalogForm>
  );
}
