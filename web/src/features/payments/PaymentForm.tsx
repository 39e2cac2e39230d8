import { ControlGroup, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { BankAccountIcon } from '@blueprintjs/icons';
import { useState, type ReactNode } from 'react';
import type { PaymentInput } from '../../gql/graphql';
import { newIdempotencyKey } from '../../shared/idempotencyKey';
import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import { ActionForm } from '../../shared/ActionForm';
import { isPaymentType, PAYMENT_TYPE_OPTIONS } from '../../shared/lookups';
import { DateTimeField } from '../../shared/DateTimeField';
import { initialPaymentValues, validatePayment, type PaymentFormErrors, type PaymentFormValues } from './paymentForm';

interface PaymentFormProps {
  title: string;
  summary: ReactNode;
  /** What is still owed: the default amount and its upper limit. */
  amountDue: string;
  defaultDescription: string;
  busy: boolean;
  onPay: (input: PaymentInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The payment form (spec §3 Payment request): description, type (default B), amount, paid date and time (default
 * now, minutes 0, company zone). Checked before sending; the idempotency key is made when the form opens, so a
 * double click or a retry of the same form pays once.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { title, summary, amountDue, defaultDescription, busy, onPay, onCancel } = props;
  const { company } = useViewer();
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const [values, setValues] = useState<PaymentFormValues>(() =>
    initialPaymentValues(amountDue, defaultDescription, company.timeZone),
  );
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const set = (field: keyof PaymentFormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit() {
    const checked = validatePayment(values, {
      amountDue,
      timeZone: company.timeZone,
      currencySymbol: company.currencySymbol,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    await onPay({ ...checked.input, idempotencyKey });
  }

  const intent = (field: keyof PaymentFormValues) => (errors[field] ? Intent.DANGER : Intent.NONE);
  return (
    <ActionForm
      title={title}
      summary={summary}
      submitText="Pay"
      submitIcon={<BankAccountIcon />}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <FormGroup
        label="Description"
        labelFor="payment-description"
        labelInfo="(required)"
        helperText={errors.description}
        intent={intent('description')}
      >
        <InputGroup
          id="payment-description"
          name="description"
          value={values.description}
          onValueChange={set('description')}
          intent={intent('description')}
        />
      </FormGroup>
      <ControlGroup className="folio-inv-form-row">
        <FormGroup label="Type" labelFor="payment-type">
          <HTMLSelect
            id="payment-type"
            name="type"
            value={values.type}
            onChange={(event) => {
              const type = event.currentTarget.value;
              if (isPaymentType(type)) setValues((v) => ({ ...v, type }));
            }}
            options={PAYMENT_TYPE_OPTIONS.map((o) => ({ value: o.value, label: `${o.value} ${o.label}` }))}
          />
        </FormGroup>
        <FormGroup
          label={`Amount (${company.currencySymbol})`}
          labelFor="payment-amount"
          labelInfo="(required)"
          helperText={errors.amount ?? `At most the amount due, ${formatMoney(amountDue, company.currencySymbol)}.`}
          intent={intent('amount')}
        >
          <InputGroup
            id="payment-amount"
            name="amount"
            value={values.amount}
            onValueChange={set('amount')}
            inputMode="decimal"
            autoComplete="off"
            intent={intent('amount')}
            className="folio-inv-amount-input"
          />
        </FormGroup>
      </ControlGroup>
      <DateTimeField
        label="Paid"
        name="paid"
        value={values.paid}
        onChange={set('paid')}
        timeZone={company.timeZone}
        error={errors.paid}
      />
    </ActionForm>
  );
}
