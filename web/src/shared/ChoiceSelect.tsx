import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useId } from 'react';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceSelectProps {
  label: string;
  value: string;
  options: readonly Choice[];
  onChange: (value: string) => void;
  /** Adds a first, blank option with this text ('' = no text). */
  blankLabel?: string;
  /**
   * Called instead of onChange when the blank option is chosen (spec §5: a blank choice is an error, shown by the
   * caller, e.g. as a toast); the value stays as it was.
   */
  onBlank?: () => void;
  disabled?: boolean;
  required?: boolean;
  error?: string | undefined;
  helperText?: string;
  fill?: boolean;
  inline?: boolean;
}

/** A labelled native select (Blueprint HTMLSelect) for short choice lists. */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { label, value, options, onChange, blankLabel, onBlank, disabled, required, error, helperText } = props;
  const id = useId();
  const all = blankLabel === undefined ? options : [{ value: '', label: blankLabel }, ...options];
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? '(required)' : undefined}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ?? helperText}
      inline={props.inline}
    >
      <HTMLSelect
        id={id}
        value={value}
        disabled={disabled}
        fill={props.fill}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (next.trim() === '') onBlank?.();
          else onChange(next);
        }}
        options={all.map((option) => ({ value: option.value, label: option.label }))}
      />
    </FormGroup>
  );
}
