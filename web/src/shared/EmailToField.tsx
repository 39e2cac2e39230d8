import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useCallback, useId, useRef } from 'react';
import { newIdempotencyKey } from './idempotencyKey';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Why an address typed in a "To" field cannot be sent to, or null when it can. `what` names the document, e.g. "the
 * invoice", for the message of an empty field.
 */
export function emailAddressError(address: string, what: string): string | null {
  const trimmed = address.trim();
  if (trimmed === '') return `Enter the address to send ${what} to.`;
  return EMAIL.test(trimmed) ? null : 'Enter a valid email address.';
}

/**
 * One idempotency key per address while a form is open: sending again to the same address after a lost answer is
 * answered by the server, not mailed twice; another address is another message.
 */
export function useKeyPerAddress(): (address: string) => string {
  const keys = useRef(new Map<string, string>());
  return useCallback((address: string) => {
    const key = keys.current.get(address) ?? newIdempotencyKey();
    keys.current.set(address, key);
    return key;
  }, []);
}

interface EmailToFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** What a valid address is sent (the helper text when there is no error). */
  helperText: string;
  error: string | null;
  /** "To" unless the form has another field called so (a statement's period). */
  label?: string;
  inline?: boolean;
}

/** The address an email goes to (the invoice, receipt and statement emails), the client's by default. */
export function EmailToField({ value, onChange, helperText, error, label = 'To', inline = false }: EmailToFieldProps) {
  const id = useId();
  const intent = error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo="(required)"
      helperText={error ?? helperText}
      intent={intent}
      inline={inline}
    >
      <InputGroup id={id} name="to" type="email" value={value} onValueChange={onChange} intent={intent} />
    </FormGroup>
  );
}
