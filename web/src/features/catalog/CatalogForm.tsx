import { Button, Callout, Card, H3, Intent } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useRef, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';

interface CatalogFormProps {
  title: string;
  submitText: string;
  submitIcon?: ReactElement;
  submitIntent?: Intent;
  /** False: the submit button is disabled (e.g. the confirmation still says N). */
  canSubmit?: boolean;
  /** Resolves when the call has settled; the form stays busy until then. */
  onSubmit: () => Promise<unknown>;
  onCancel: () => void;
  /** The server's reason for the last refusal, kept on screen under the fields. */
  refusal?: string | null;
  children?: ReactNode;
}

/** The frame of every products and billing plans form: a title, the fields, the server's refusal, Save and Cancel. */
export function CatalogForm(props: CatalogFormProps) {
  const { title, submitText, submitIcon, submitIntent = Intent.PRIMARY, canSubmit = true, onSubmit, onCancel } = props;
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || running.current || !canSubmit) return;
    running.current = true;
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <Card className="folio-catalog-card">
      <H3>{title}</H3>
      <form aria-label={title} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <fieldset className="folio-catalog-fieldset" disabled={busy}>
          {props.children}
        </fieldset>
        {props.refusal ? (
          <Callout intent={Intent.DANGER} className="folio-catalog-refusal" role="alert">
            {props.refusal}
          </Callout>
        ) : null}
        <div className="folio-catalog-actions">
          <Button
            type="submit"
            intent={submitIntent}
            icon={submitIcon}
            text={submitText}
            loading={busy}
            disabled={busy || !canSubmit}
          />
          <Button icon={<ArrowLeftIcon />} text="Cancel" onClick={onCancel} disabled={busy} />
        </div>
      </form>
    </Card>
  );
}
