import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { EditIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { InvoiceStatus } from '../../gql/graphql';
import { formatInstant, localDateTimeToUtc } from '../../shared/dates';
import { useViewer } from '../session/useViewer';
import { ActionForm } from '../../shared/ActionForm';
import { DateTimeField } from '../../shared/DateTimeField';
import { InvoiceSummary } from './InvoiceSummary';
import type { InvoiceData } from './invoiceTypes';
import { INVOICE_STATUS_OPTIONS, isInvoiceStatus } from '../../shared/lookups';
import { useUpdateInvoice } from './useUpdateInvoice';

interface UpdateInvoiceViewProps {
  invoice: InvoiceData;
  onDone: () => void;
}

/**
 * Tab 5: changes the status or the invoiced date and time (typed in the company's zone). The version read is sent
 * back, so a change someone else made meanwhile is refused instead of overwritten.
 */
export function UpdateInvoiceView({ invoice, onDone }: UpdateInvoiceViewProps) {
  const { company } = useViewer();
  const { updateInvoice, updating } = useUpdateInvoice();
  const [status, setStatus] = useState<InvoiceStatus>(invoice.status);
  const [initialInvoiced] = useState(() => formatInstant(invoice.invoiced, company.timeZone));
  const [invoiced, setInvoiced] = useState(initialInvoiced);
  const [dateError, setDateError] = useState<string>();

  async function submit() {
    const local = invoiced.trim();
    // An untouched date keeps its exact instant (the field shows no seconds).
    const utc = local === initialInvoiced ? invoice.invoiced : localDateTimeToUtc(local, company.timeZone);
    if (utc === local) {
      setDateError('Enter the date and time as YYYY-MM-DD HH:mm.');
      return;
    }
    setDateError(undefined);
    await updateInvoice(invoice.id, { status, invoiced: utc, version: invoice.version });
    onDone();
  }

  return (
    <ActionForm
      title={`Update status/date of invoice ${invoice.uniqueId}`}
      summary={<InvoiceSummary invoice={invoice} />}
      submitText="Update"
      submitIcon={<EditIcon />}
      busy={updating}
      onSubmit={submit}
      onCancel={onDone}
    >
      <FormGroup label="Status" labelFor="invoice-status" labelInfo="(required)">
        <HTMLSelect
          id="invoice-status"
          name="status"
          value={status}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isInvoiceStatus(value)) setStatus(value);
          }}
          options={INVOICE_STATUS_OPTIONS.map((o) => ({ value: o.value, label: `${o.value} ${o.label}` }))}
        />
      </FormGroup>
      <DateTimeField
        label="Invoiced"
        name="invoiced"
        value={invoiced}
        onChange={setInvoiced}
        timeZone={company.timeZone}
        error={dateError}
      />
    </ActionForm>
  );
}
