import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { FormGroup, Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { enUS } from 'date-fns/locale';
import { useId, useState, type FocusEvent } from 'react';
import { isCalendarDate } from './dates';

interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Shown under the field in red (before the field's own "not a date" message). */
  error?: string | undefined;
  disabled?: boolean;
  name?: string;
  inline?: boolean;
}

const MIN_DAY = '2000-01-01';
const MAX_DAY = `${new Date().getFullYear() + 10}-12-31`;
const MIN_DATE = new Date(2000, 0, 1);
const MAX_DATE = new Date(new Date().getFullYear() + 10, 11, 31);

/**
 * What is wrong with a date typed by hand, or null when it is none or a date the picker takes. The picker keeps its
 * previous value for such text; this message says so on the field instead of leaving it silently ignored.
 */
export function typedDateError(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return null;
  if (!isCalendarDate(typed)) return `"${typed}" is not a date: use YYYY-MM-DD`;
  if (typed < MIN_DAY || typed > MAX_DAY) return `${typed} is outside ${MIN_DAY} to ${MAX_DAY}`;
  return null;
}

/**
 * The app's one calendar date picker: reads and writes 'YYYY-MM-DD' strings (Blueprint DateInput without time
 * precision gives and takes exactly that), typed or picked. A date typed wrong shows its error under the field.
 * `locale={enUS}` because the default locale loader does not work under Vite.
 */
export function DateField({ label, value, onChange, required, error, disabled, name, inline }: DateFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [typedError, setTypedError] = useState<string | null>(null);
  const shown = error ?? typedError ?? undefined;
  // The input's own blur is not passed on by DateInput when it had no value, so its wrapper listens (focusout bubbles).
  const checkTyped = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.id === id) {
      setTypedError(typedDateError(event.target.value));
    }
  };
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? '(required)' : undefined}
      intent={shown ? Intent.DANGER : Intent.NONE}
      helperText={shown ? <span id={errorId}>{shown}</span> : undefined}
      inline={inline}
      className="folio-date-field"
    >
      <div onBlur={checkTyped}>
        <DateInput
          value={value || null}
          onChange={(next) => {
            setTypedError(null);
            onChange(next ?? '');
          }}
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
            'aria-invalid': shown ? true : undefined,
            'aria-describedby': shown ? errorId : undefined,
            intent: shown ? Intent.DANGER : Intent.NONE,
          }}
        />
      </div>
    </FormGroup>
  );
}
