import { EditIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useViewer } from '../session/useViewer';
import { ActionForm } from '../../shared/ActionForm';
import {
  componentFormValues,
  DIAGNOSIS_FIELDS,
  validateComponent,
  type ComponentFormErrors,
  type ComponentFormValues,
} from './componentForm';
import { ComponentSummary } from './ComponentSummary';
import type { ComponentData, InvoiceData } from './invoiceTypes';
import { TextField } from '../../shared/TextField';
import { useUpdateInvoiceComponent } from './useUpdateInvoiceComponent';

interface UpdateComponentViewProps {
  component: ComponentData;
  invoice: InvoiceData;
  onDone: () => void;
}

/** Tab 12: edits a component; the server recomputes its amount and the invoice's. */
export function UpdateComponentView({ component, invoice, onDone }: UpdateComponentViewProps) {
  const { company } = useViewer();
  const { updateComponent, updating } = useUpdateInvoiceComponent();
  const [values, setValues] = useState<ComponentFormValues>(() => componentFormValues(component));
  const [errors, setErrors] = useState<ComponentFormErrors>({});

  const field = (name: keyof ComponentFormValues) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    error: errors[name],
  });

  async function submit() {
    const checked = validateComponent(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    await updateComponent(component.id, checked.input);
    onDone();
  }

  return (
    <ActionForm
      title={`Update a component of invoice ${invoice.uniqueId}`}
      summary={<ComponentSummary component={component} invoice={invoice} />}
      submitText="Update"
      submitIcon={<EditIcon />}
      busy={updating}
      onSubmit={submit}
      onCancel={onDone}
    >
      <TextField label="Description" required {...field('description')} />
      <div className="folio-inv-form-grid">
        <TextField label="Quantity" required inputMode="decimal" {...field('quantity')} />
        <TextField
          label={`Unit Cost (${company.currencySymbol})`}
          required
          inputMode="decimal"
          {...field('unitCost')}
        />
        <TextField label="Discount %" inputMode="decimal" helperText="0 to 100" {...field('discountPercentage')} />
      </div>
      {/* Medical codes are for health practices (type H) only; a line's codes are kept as they are otherwise. */}
      {company.isHealth && (
        <>
          <div className="folio-inv-form-grid">
            <TextField label="BHF Code" {...field('bhfCode')} />
            <TextField label="NAPPI Code" {...field('nappiCode')} />
            <TextField label="Modifier" {...field('modifier')} />
          </div>
          <div className="folio-inv-form-grid folio-inv-form-grid-5">
            {DIAGNOSIS_FIELDS.map((name, i) => (
              <TextField key={name} label={`Diagnosis Code ${i + 1}`} helperText="ICD-10" {...field(name)} />
            ))}
          </div>
        </>
      )}
    </ActionForm>
  );
}
