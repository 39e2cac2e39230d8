import { Checkbox, FormGroup, TextArea } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { TextField } from '../../shared/TextField';
import { CatalogForm } from './CatalogForm';
import { validateProduct, type ProductErrors, type ProductValues } from './productForm';
import type { ActionOutcome } from './runCatalogAction';

interface ProductFormProps {
  title: string;
  initial: ProductValues;
  /** Health companies (type H) also keep NAPPI and BHF codes. */
  isHealth: boolean;
  currencySymbol: string;
  onSave: (values: ProductValues) => Promise<ActionOutcome>;
  onDone: () => void;
}

/** Creates or edits a product; the fields are checked here as the api checks them, and its refusal is shown too. */
export function ProductForm({ title, initial, isHealth, currencySymbol, onSave, onDone }: ProductFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProductErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const descriptionId = useId();
  const set = (field: keyof ProductValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  return (
    <CatalogForm
      title={title}
      submitText="Save product"
      submitIcon={<FloppyDiskIcon />}
      refusal={refusal}
      onCancel={onDone}
      onSubmit={async () => {
        const found = validateProduct(values);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        const outcome = await onSave(values);
        if (outcome.ok) onDone();
        else setRefusal(outcome.reason);
      }}
    >
      <div className="folio-catalog-fields">
        <TextField label="Name" name="name" required value={values.name} onChange={set('name')} error={errors.name} />
        <TextField label="Code" name="code" value={values.code} onChange={set('code')} error={errors.code} />
        <TextField
          label={`Unit cost (${currencySymbol})`}
          name="unitCost"
          required
          inputMode="decimal"
          value={values.unitCost}
          onChange={set('unitCost')}
          error={errors.unitCost}
        />
        {isHealth ? (
          <>
            <TextField
              label="NAPPI code"
              name="nappiCode"
              value={values.nappiCode}
              onChange={set('nappiCode')}
              error={errors.nappiCode}
            />
            <TextField
              label="BHF code"
              name="bhfCode"
              value={values.bhfCode}
              onChange={set('bhfCode')}
              error={errors.bhfCode}
            />
          </>
        ) : null}
      </div>
      <FormGroup label="Description" labelFor={descriptionId} helperText={errors.description}>
        <TextArea
          id={descriptionId}
          fill
          value={values.description}
          onChange={(event) => set('description')(event.currentTarget.value)}
        />
      </FormGroup>
      <Checkbox
        label="Active (can be added to invoices and plans)"
        checked={values.active}
        onChange={(event) => setValues((v) => ({ ...v, active: event.currentTarget.checked }))}
      />
    </CatalogForm>
  );
}
