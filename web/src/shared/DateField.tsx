import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { FormGroup, Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { enUS } from 'date-fns/locale';
import { useId } from 'react';

interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Shown under the field in red. */
  error?: string | undefined;
  disabled?: boolean;
  name?: string;
  inline?: boolean;
}

const MIN_DATE = new Date(2000, 0, 1);
const MAX_DATE = new Date(new Date().getFullYear() + 10, 11, 31);

/**
 * A calendar date picker that reads and writes 'YYYY-MM-DD' strings (Blueprint DateInput without time precision
 * gives and takes exactly that). `locale={enUS}` because the default locale loader does not work under Vite.
 */
export function DateField({ label, value, onChange, required, error, disabled, name, inline }: DateFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? '(required)' : undefined}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ? <span id={errorId}>{error}</span> : undefined}
      inline={inline}
      className="folio-date-field"
    >
      <DateInput
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        dateFnsFormat="yyyy-MM-dd"
        locale={enUS}
        placeholder="YYYY-MM-DD"
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        disabled={disabled}
        highlightCurrentDay
        canClearSelection={!required}
        popoverProps={{ placement: 'bottom-start' }}
        inputProps={{
          id,
          name,
          required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          intent: error ? Intent.DANGER : Intent.NONE,
        }}
      />
    </FormGroup>
  );
}
