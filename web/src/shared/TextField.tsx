import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useId } from 'react';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  helperText?: string;
  inputMode?: 'text' | 'decimal' | 'numeric';
  className?: string;
}

/** A labelled text input with its error under it. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  required,
  helperText,
  inputMode,
  className,
}: TextFieldProps) {
  const id = useId();
  const intent = error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? '(required)' : undefined}
      helperText={error ?? helperText}
      intent={intent}
      className={className}
    >
      <InputGroup
        id={id}
        name={name}
        value={value}
        onValueChange={onChange}
        intent={intent}
        inputMode={inputMode}
        autoComplete="off"
      />
    </FormGroup>
  );
}
