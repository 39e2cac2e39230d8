import {
  Callout,
  ControlGroup,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { BankAccountIcon } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import type { PaymentType } from '../../gql/graphql';
import { localDateTimeToUtc } from '../../shared/dates';
import { newIdempotencyKey } from '../../shared/idempotencyKey';
import { centsToDecimal, formatCents, formatMoney, toCents, type Cents } from '../../shared/money';
import { ActionForm } from '../../shared/ActionForm';
import { DateTimeField } from '../../shared/DateTimeField';
import { isPaymentType, PAYMENT_TYPE_OPTIONS } from '../../shared/lookups';
import { initialPaymentValues } from './paymentForm';
import { useViewer } from '../session/useViewer';
import { useClientPaymentChoices, usePayClientInvoices } from './clientPayments';
import { oldestFirst, openInvoices, previewSpread, type Spread } from './spreadPayment';

interface PaySeveralInvoicesViewProps {
  clientId: string;
  clientName: string;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * One payment from a client over several of its invoices: oldest first, or an amount per invoice. Shows the total
 * allocated and the credit that would remain; what the invoices do not take is kept as the client's credit.
 */
export function PaySeveralInvoicesView({ clientId, clientName, onDone, onCancel }: PaySeveralInvoicesViewProps) {
  const { company } = useViewer();
  const money = (cents: Cents) => `${company.currencySymbol ? `${company.currencySymbol} ` : ''}${formatCents(cents)}`;
  const { data, loading } = useClientPaymentChoices(clientId);
  const { payClientInvoices, paying } = usePayClientInvoices();
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const open = useMemo(() => oldestFirst(openInvoices(data?.clientInvoices ?? [])), [data]);
  const owed = open.reduce((sum, i) => sum + (toCents(i.amountDue) ?? 0), 0) as Cents;
  const [initial] = useState(() => initialPaymentValues('', `Payment from ${clientName}`, company.timeZone));
  const [description, setDescription] = useState(initial.description);
  const [type, setType] = useState<PaymentType>(initial.type);
  const [paid, setPaid] = useState(initial.paid);
  const [amount, setAmount] = useState<string | null>(null);
  const [spread, setSpread] = useState<Spread>('OLDEST_FIRST');
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const [error, setError] = useState<string>();

  const amountText = amount ?? centsToDecimal(owed);
  const amountCents = toCents(amountText);
  const creditBefore = (toCents(data?.clientCredit.credit ?? '0') ?? 0) as Cents;
  const preview = previewSpread(
    (amountCents !== null && amountCents > 0 ? amountCents : 0) as Cents,
    open,
    spread,
    chosen,
    creditBefore,
  );

  async function submit() {
    if (amountCents === null || amountCents <= 0) return setError('Enter the amount paid, more than 0.');
    if (preview.error) return setError(preview.error);
    if (description.trim() === '') return setError('Enter a description.');
    const paidUtc = localDateTimeToUtc(paid.trim(), company.timeZone);
    if (paidUtc === paid.trim()) return setError('Enter the date and time as YYYY-MM-DD HH:mm.');
    setError(undefined);
    const ok = await payClientInvoices(clientId, {
      description: description.trim(),
      type,
      amount: centsToDecimal(amountCents),
      paid: paidUtc,
      idempotencyKey,
      spread,
      keepCredit: preview.surplus > 0,
      ...(spread === 'CHOSEN'
        ? {
            invoices: [...preview.allocations].map(([invoiceId, cents]) => ({
              invoiceId,
              amount: centsToDecimal(cents),
            })),
          }
        : {}),
    });
    if (ok) onDone();
  }

  return (
    <ActionForm
      title={`Pay several invoices of ${clientName}`}
      summary={
        <p data-testid="client-owes">
          {clientName} owes {money(owed)} on {open.length} invoice{open.length === 1 ? '' : 's'}
          {creditBefore > 0 ? ` and has ${money(creditBefore)} credit` : ''}.
        </p>
      }
      submitText="Pay"
      submitIcon={<BankAccountIcon />}
      busy={paying || (loading && !data)}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <FormGroup label="Description" labelFor="spread-description" labelInfo="(required)">
        <InputGroup id="spread-description" value={description} onValueChange={setDescription} />
      </FormGroup>
      <ControlGroup className="folio-inv-form-row">
        <FormGroup label="Type" labelFor="spread-type">
          <HTMLSelect
            id="spread-type"
            value={type}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isPaymentType(value)) setType(value);
            }}
            options={PAYMENT_TYPE_OPTIONS.map((o) => ({ value: o.value, label: `${o.value} ${o.label}` }))}
          />
        </FormGroup>
        <FormGroup label={`Amount paid (${company.currencySymbol})`} labelFor="spread-amount" labelInfo="(required)">
          <InputGroup
            id="spread-amount"
            value={amountText}
            onValueChange={setAmount}
            inputMode="decimal"
            autoComplete="off"
          />
        </FormGroup>
      </ControlGroup>
      <DateTimeField label="Paid" name="paid" value={paid} onChange={setPaid} timeZone={company.timeZone} />
      <RadioGroup
        label="Spread"
        inline
        selectedValue={spread}
        onChange={(event) => setSpread(event.currentTarget.value === 'CHOSEN' ? 'CHOSEN' : 'OLDEST_FIRST')}
      >
        <Radio label="Oldest first" value="OLDEST_FIRST" />
        <Radio label="Amounts per invoice" value="CHOSEN" />
      </RadioGroup>
      <HTMLTable compact className="folio-spread-table" data-testid="spread-invoices">
        <thead>
          <tr>
            <th>Invoice</th>
            <th>Due</th>
            <th>Pays</th>
          </tr>
        </thead>
        <tbody>
          {open.map((invoice) => (
            <tr key={invoice.id}>
              <td>{invoice.uniqueId}</td>
              <td>{formatMoney(invoice.amountDue, company.currencySymbol)}</td>
              <td>
                {spread === 'CHOSEN' ? (
                  <InputGroup
                    aria-label={`Amount for ${invoice.uniqueId}`}
                    value={chosen.get(invoice.id) ?? ''}
                    onValueChange={(value) => setChosen((c) => new Map(c).set(invoice.id, value))}
                    inputMode="decimal"
                    autoComplete="off"
                    small
                  />
                ) : (
                  money(preview.allocations.get(invoice.id) ?? (0 as Cents))
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <p data-testid="spread-total">
        To invoices: {money(preview.allocated)}. Kept as credit: {money(preview.surplus)}. Credit after:{' '}
        {money(preview.creditAfter)}.
      </p>
      {(error ?? preview.error) && (
        <Callout intent={Intent.DANGER} data-testid="spread-error">
          {error ?? preview.error}
        </Callout>
      )}
    </ActionForm>
  );
}
