import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import { CONFIRMATION_OPTIONS, type Confirmation } from './confirmation';

interface ConfirmSelectProps {
  value: Confirmation;
  onChange: (value: Confirmation) => void;
  disabled?: boolean;
  /** What saying Y will do, shown under the label. */
  helperText?: string;
}

/** The Y/N confirmation select, labelled "Confirm" (spec §3 lookup list). */
export function ConfirmSelect({ value, onChange, disabled, helperText }: ConfirmSelectProps) {
  const id = useId();
  return (
    <FormGroup label="Confirm" labelFor={id} helperText={helperText}>
      <HTMLSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value === 'Y' ? 'Y' : 'N')}
        options={CONFIRMATION_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
      />
    </FormGroup>
  );
}
