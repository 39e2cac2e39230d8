import './forms.css';
import { Button, Card, H3, Intent } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useRef, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';

interface ActionFormProps {
  title: string;
  /** The invoice (and component) the action is about. */
  summary: ReactNode;
  submitText: string;
  submitIcon?: ReactElement;
  submitIntent?: Intent;
  /** A call is running: the buttons are disabled and the submit button spins. */
  busy: boolean;
  /**
   * False keeps the action button disabled, e.g. while a Y/N confirmation still says N (spec §4: only Y proceeds;
   * a disabled button says so instead of silently returning to the list). Cancel stays enabled.
   */
  canSubmit?: boolean;
  /** May return a promise: the form stays busy until it settles (a second click meanwhile does nothing). */
  onSubmit: () => unknown;
  onCancel: () => void;
  cancelText?: string;
  children?: ReactNode;
}

/** The frame of every action view: a title, what it is about, the fields, then the action and Cancel. */
export function ActionForm({
  title,
  summary,
  submitText,
  submitIcon,
  submitIntent = Intent.PRIMARY,
  busy,
  canSubmit = true,
  onSubmit,
  onCancel,
  cancelText = 'Cancel',
  children,
}: ActionFormProps) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const disabled = busy || pending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled || !canSubmit || running.current) return;
    running.current = true;
    setPending(true);
    try {
      await onSubmit();
    } finally {
      running.current = false;
      setPending(false);
    }
  }
  return (
    <Card className="folio-inv-action-card">
      <H3>{title}</H3>
      {summary}
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={disabled}>
        <fieldset className="folio-inv-fieldset" disabled={disabled}>
          {children}
        </fieldset>
        <div className="folio-inv-form-actions">
          <Button
            type="submit"
            intent={submitIntent}
            icon={submitIcon}
            text={submitText}
            loading={disabled}
            disabled={disabled || !canSubmit}
          />
          <Button icon={<ArrowLeftIcon />} text={cancelText} onClick={onCancel} disabled={disabled} />
        </div>
      </form>
    </Card>
  );
}
