import './new-invoice.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, FormGroup, H3, HTMLSelect, Intent, TextArea } from '@blueprintjs/core';
import { AddIcon, ArrowLeftIcon, DocumentIcon } from '@blueprintjs/icons';
import { useId, useState, type FormEvent } from 'react';
import { getFragmentData } from '../../gql';
import { DateField } from '../../shared/DateField';
import { errorMessage } from '../../shared/errorMessage';
import { formatCents } from '../../shared/money';
import { InvoiceFieldsFragment } from '../invoices/invoiceFragments';
import { runAction } from '../../shared/runAction';
import { useViewer } from '../session/useViewer';
import { NewInvoiceTaxTotal } from './NewInvoiceTaxTotal';
import { ClientPicker } from './ClientPicker';
import { LineCard } from './LineCard';
import { newInvoiceMessages } from './messages';
import {
  freeLine,
  invoiceTotalCents,
  lineFrom,
  MAX_LINES,
  newInvoiceValues,
  validateNewInvoice,
  withDueDate,
  withInvoiceDate,
  type LineValues,
  type NewInvoiceErrors,
  type NewInvoiceValues,
} from './newInvoiceForm';
import { NewInvoiceCatalogQuery, NewInvoiceCreateMutation } from './newInvoiceQueries';

interface NewInvoiceFormProps {
  /** After a successful save: opens the new invoice. */
  onCreated: (invoiceId: string) => void;
  onCancel: () => void;
}

/**
 * A new invoice for a client: its date and due date, a description and lines from products, billing plans or free
 * text, with each line's amount and the total as the server will compute them. Saved with createInvoice.
 */
export function NewInvoiceForm({ onCreated, onCancel }: NewInvoiceFormProps) {
  const { company } = useViewer();
  const descriptionId = useId();
  const productSelectId = useId();
  const planSelectId = useId();
  const [values, setValues] = useState<NewInvoiceValues>(() => newInvoiceValues(company.timeZone));
  const [errors, setErrors] = useState<NewInvoiceErrors>({});
  const [productId, setProductId] = useState('');
  const [planId, setPlanId] = useState('');
  const catalog = useQuery(NewInvoiceCatalogQuery, { fetchPolicy: 'cache-and-network' });
  const [createInvoice, { loading: saving }] = useMutation(NewInvoiceCreateMutation);
  const products = (catalog.data?.products ?? []).filter((p) => p.active);
  const plans = (catalog.data?.billingPlans ?? []).filter((p) => p.items.length > 0);
  const full = values.lines.length >= MAX_LINES;
  const total = invoiceTotalCents(values.lines);

  const addLines = (lines: LineValues[]) =>
    setValues((v) => ({ ...v, lines: [...v.lines, ...lines].slice(0, MAX_LINES) }));
  const setLine = (key: string, line: Partial<LineValues>) =>
    setValues((v) => ({ ...v, lines: v.lines.map((l) => (l.key === key ? { ...l, ...line } : l)) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const checked = validateNewInvoice(values, { isHealth: company.isHealth, timeZone: company.timeZone });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    let createdId: string | undefined;
    const ok = await runAction(newInvoiceMessages.create, async () => {
      const result = await createInvoice({ variables: { input: checked.input } });
      if (!result.data) throw new Error('createInvoice answered no invoice');
      const invoice = getFragmentData(InvoiceFieldsFragment, result.data.createInvoice);
      createdId = invoice.id;
      return { note: `${invoice.uniqueId} for ${invoice.client.name}` };
    });
    if (ok && createdId) onCreated(createdId);
  }

  return (
    <Card className="folio-newinv" aria-label="New invoice">
      <H3>New invoice</H3>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <ClientPicker
          value={values.client}
          onChange={(client) => setValues((v) => ({ ...v, client }))}
          error={errors.client}
        />
        <div className="folio-newinv-grid">
          <DateField
            label="Invoice date"
            name="invoiceDate"
            required
            value={values.invoiceDate}
            error={errors.invoiceDate}
            onChange={(date) => setValues((v) => withInvoiceDate(v, date))}
          />
          <DateField
            label="Due date"
            name="dueDate"
            required
            value={values.dueDate}
            error={errors.dueDate}
            onChange={(date) => setValues((v) => withDueDate(v, date))}
          />
        </div>
        <FormGroup label="Description" labelFor={descriptionId}>
          <TextArea
            id={descriptionId}
            fill
            maxLength={1000}
            value={values.description}
            onChange={(e) => {
              const description = e.currentTarget.value;
              setValues((v) => ({ ...v, description }));
            }}
          />
        </FormGroup>

        <h4 className="bp6-heading">Lines</h4>
        {values.lines.length === 0 ? (
          <p className="bp6-text-muted">No lines yet: add a product, a billing plan's items or a free line.</p>
        ) : null}
        {values.lines.map((line, index) => (
          <LineCard
            key={line.key}
            label={`Line ${index + 1}`}
            line={line}
            onChange={(next) => setLine(line.key, next)}
            onRemove={() => setValues((v) => ({ ...v, lines: v.lines.filter((l) => l.key !== line.key) }))}
            errors={errors.lineErrors?.[index]}
            isHealth={company.isHealth}
            currencySymbol={company.currencySymbol}
          />
        ))}
        {errors.lines ? (
          <Callout intent={Intent.DANGER} role="alert" compact>
            {errors.lines}
          </Callout>
        ) : null}
        {catalog.error ? (
          <p className="bp6-text-muted">
            Products and billing plans could not be loaded. {errorMessage(catalog.error)}
          </p>
        ) : null}
        <div className="folio-newinv-add">
          <FormGroup label="Product" labelFor={productSelectId}>
            <HTMLSelect
              id={productSelectId}
              fill
              value={productId}
              onChange={(e) => setProductId(e.currentTarget.value)}
              options={[
                { value: '', label: 'Choose a product…' },
                ...products.map((p) => ({ value: p.id, label: p.code ? `${p.code} ${p.name}` : p.name })),
              ]}
            />
          </FormGroup>
          <Button
            icon={<AddIcon />}
            text="Add product"
            disabled={productId === '' || full}
            onClick={() => {
              const product = products.find((p) => p.id === productId);
              if (product) addLines([lineFrom({ ...product, productId: product.id }, 'product')]);
              setProductId('');
            }}
          />
        </div>
        <div className="folio-newinv-add">
          <FormGroup label="Billing plan" labelFor={planSelectId}>
            <HTMLSelect
              id={planSelectId}
              fill
              value={planId}
              onChange={(e) => setPlanId(e.currentTarget.value)}
              options={[
                { value: '', label: 'Choose a billing plan…' },
                ...plans.map((p) => ({ value: p.id, label: `${p.name} (${p.items.length} items)` })),
              ]}
            />
          </FormGroup>
          <Button
            icon={<AddIcon />}
            text="Add plan items"
            disabled={planId === '' || full}
            onClick={() => {
              const plan = plans.find((p) => p.id === planId);
              if (plan) addLines(plan.items.map((item) => lineFrom({ ...item, name: item.description }, 'plan')));
              setPlanId('');
            }}
          />
        </div>
        <Button icon={<AddIcon />} text="Add free line" disabled={full} onClick={() => addLines([freeLine()])} />

        <p className="folio-newinv-total" data-testid="invoice-total">
          <span>Total</span>
          <strong>{total === null ? '—' : `${company.currencySymbol} ${formatCents(total)}`}</strong>
        </p>
        <NewInvoiceTaxTotal lines={values.lines} total={total} currencySymbol={company.currencySymbol} />
        <div className="folio-newinv-actions">
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            icon={<DocumentIcon />}
            text="Create invoice"
            loading={saving}
          />
          <Button icon={<ArrowLeftIcon />} text="Cancel" disabled={saving} onClick={onCancel} />
        </div>
      </form>
    </Card>
  );
}
