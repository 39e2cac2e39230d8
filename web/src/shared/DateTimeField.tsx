import './forms.css';
import { FormGroup, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useId } from 'react';
import { DATE_TIME_FORMAT } from './dates';

interface DateTimeFieldProps {
  label: string;
  name: string;
  /** Local date and time in `timeZone`, YYYY-MM-DD HH:mm. */
  value: string;
  onChange: (value: string) => void;
  timeZone: string;
  error?: string | undefined;
  readOnly?: boolean;
}

/** A date and time typed as YYYY-MM-DD HH:mm in the company's time zone (shown beside it). */
export function DateTimeField({ label, name, value, onChange, timeZone, error, readOnly }: DateTimeFieldProps) {
  const id = useId();
  const intent = error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo="(required)"
      helperText={error ?? `${DATE_TIME_FORMAT}, ${timeZone} time`}
      intent={intent}
    >
      <InputGroup
        id={id}
        name={name}
        value={value}
        onValueChange={onChange}
        placeholder={DATE_TIME_FORMAT}
        autoComplete="off"
        inputMode="numeric"
        readOnly={readOnly}
        intent={intent}
        rightElement={
          <Tag minimal className="folio-inv-zone-tag">
            {timeZone}
          </Tag>
        }
      />
    </FormGroup>
  );
}
