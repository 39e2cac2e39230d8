import './new-invoice.css';
import { useMutation } from '@apollo/client/react';
import { Button, Card, Intent } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import type { ComponentFormErrors, ComponentFormValues } from '../invoices/componentForm';
import { runAction } from '../../shared/runAction';
import { useViewer } from '../session/useViewer';
import { LineCard } from './LineCard';
import { newInvoiceMessages } from './messages';
import { freeLine, lineInput } from './newInvoiceForm';
import { NewInvoiceAddLineMutation } from './newInvoiceQueries';

interface AddLineFormProps {
  invoiceId: string;
  /** After the line was added, or on Cancel. */
  onDone: () => void;
}

/** A free line added to an invoice that is not paid (addInvoiceComponent); the server recomputes the invoice. */
export function AddLineForm({ invoiceId, onDone }: AddLineFormProps) {
  const { company } = useViewer();
  const [line, setLine] = useState<ComponentFormValues>(() => freeLine());
  const [errors, setErrors] = useState<ComponentFormErrors>({});
  // The components list shown around the form asks again, so the new line appears in it with the server's values.
  const [addLine, { loading }] = useMutation(NewInvoiceAddLineMutation, {
    refetchQueries: ['InvoiceComponents'],
    awaitRefetchQueries: true,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const checked = lineInput(line, company.isHealth);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const ok = await runAction(newInvoiceMessages.addLine, () =>
      addLine({ variables: { invoiceId, input: checked.input } }),
    );
    if (ok) onDone();
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Add a line">
      <Card className="folio-newinv">
        <h4 className="bp6-heading">Add a line</h4>
        <LineCard
          label="New line"
          line={line}
          onChange={setLine}
          errors={errors}
          isHealth={company.isHealth}
          currencySymbol={company.currencySymbol}
        />
        <div className="folio-newinv-actions">
          <Button type="submit" intent={Intent.PRIMARY} icon={<AddIcon />} text="Add line" loading={loading} />
          <Button text="Cancel" disabled={loading} onClick={onDone} />
        </div>
      </Card>
    </form>
  );
}

/** The entry point the components view shows: an "Add line" button that opens the form in place. */
export function AddLineEntry({ invoiceId }: { invoiceId: string }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <AddLineForm invoiceId={invoiceId} onDone={() => setOpen(false)} />
  ) : (
    <Button icon={<AddIcon />} text="Add line" onClick={() => setOpen(true)} />
  );
}
