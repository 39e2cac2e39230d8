import { FormGroup, TextArea } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { todayInZone } from '../../shared/dates';
import { CatalogForm } from '../catalog/CatalogForm';
import type { ActionOutcome } from '../catalog/runCatalogAction';
import { TextField } from '../../shared/TextField';
import { validateClient, type ClientErrors, type ClientValues } from './clientForm';

interface ClientFormProps {
  title: string;
  initial: ClientValues;
  /** Health companies (type H) also keep the client's medical aid. */
  isHealth: boolean;
  timeZone: string;
  onSave: (values: ClientValues) => Promise<ActionOutcome>;
  onDone: () => void;
}

/** Creates or edits a client; the fields are checked here as the api checks them, and its refusal is shown too. */
export function ClientForm({ title, initial, isHealth, timeZone, onSave, onDone }: ClientFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ClientErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const addressId = useId();
  const set = (field: keyof ClientValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const field = (name: keyof ClientValues, label: string, extra: { required?: boolean; helperText?: string } = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={set(name)} error={errors[name]} {...extra} />
  );

  return (
    <CatalogForm
      title={title}
      submitText="Save client"
      submitIcon={<FloppyDiskIcon />}
      refusal={refusal}
      onCancel={onDone}
      onSubmit={async () => {
        const found = validateClient(values, todayInZone(timeZone));
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        const outcome = await onSave(values);
        if (outcome.ok) onDone();
        else setRefusal(outcome.reason);
      }}
    >
      <div className="folio-catalog-fields">
        {field('firstName', 'First name', { required: true })}
        {field('lastName', 'Last name', { required: true })}
        {field('email', 'Email')}
        {field('phone', 'Phone')}
        {field('idNumber', 'ID number')}
        {field('dateOfBirth', 'Date of birth', { helperText: 'YYYY-MM-DD' })}
        {isHealth ? (
          <>
            {field('medicalAidName', 'Medical aid')}
            {field('medicalAidPlan', 'Medical aid plan')}
            {field('medicalAidNumber', 'Medical aid number')}
            {field('dependantCode', 'Dependant code')}
          </>
        ) : null}
      </div>
      <FormGroup label="Address" labelFor={addressId} helperText={errors.address}>
        <TextArea
          id={addressId}
          fill
          value={values.address}
          onChange={(event) => set('address')(event.currentTarget.value)}
        />
      </FormGroup>
    </CatalogForm>
  );
}
