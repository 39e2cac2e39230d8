import { Button, Card, Intent } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { Fragment } from 'react';
import { formatCents } from '../../shared/money';
import { DIAGNOSIS_FIELDS, type ComponentFormErrors, type ComponentFormValues } from '../invoices/componentForm';
import { TextField } from '../../shared/TextField';
import { lineTotalCents } from './newInvoiceForm';

interface LineCardProps {
  /** 'Line 1', …: names the card and its fields for screen readers. */
  label: string;
  line: ComponentFormValues;
  onChange: (line: ComponentFormValues) => void;
  onRemove?: (() => void) | undefined;
  errors?: ComponentFormErrors | undefined;
  /** Health practices (company type H) bill with BHF, NAPPI, modifier and ICD-10 codes; no one else sees them. */
  isHealth: boolean;
  currencySymbol: string;
}

/** One invoice line: what it bills, quantity, unit cost and discount (codes for type H), with its amount. */
export function LineCard({ label, line, onChange, onRemove, errors = {}, isHealth, currencySymbol }: LineCardProps) {
  const field = (
    name: keyof ComponentFormValues,
    text: string,
    extra: { required?: boolean; decimal?: boolean } = {},
  ) => (
    <TextField
      label={text}
      name={name}
      required={extra.required}
      inputMode={extra.decimal ? 'decimal' : 'text'}
      value={line[name]}
      onChange={(value) => onChange({ ...line, [name]: value })}
      error={errors[name]}
    />
  );
  const amount = lineTotalCents(line);
  return (
    <Card className="folio-newinv-line" aria-label={label} data-testid="invoice-line">
      {field('description', 'Description', { required: true })}
      <div className="folio-newinv-grid">
        {field('quantity', 'Quantity', { required: true, decimal: true })}
        {field('unitCost', `Unit cost (${currencySymbol})`, { required: true, decimal: true })}
        {field('discountPercentage', 'Discount %', { decimal: true })}
      </div>
      {isHealth ? (
        <div className="folio-newinv-grid" data-testid="medical-codes">
          {field('bhfCode', 'BHF code')}
          {field('nappiCode', 'NAPPI code')}
          {field('modifier', 'Modifier')}
          {DIAGNOSIS_FIELDS.map((name, i) => (
            <Fragment key={name}>{field(name, `ICD-10 code ${i + 1}`)}</Fragment>
          ))}
        </div>
      ) : null}
      <div className="folio-newinv-line-foot">
        <span className="folio-newinv-amount" data-testid="line-amount">
          Amount: {amount === null ? '—' : `${currencySymbol} ${formatCents(amount)}`}
        </span>
        {onRemove ? (
          <Button
            icon={<CrossIcon />}
            variant="minimal"
            intent={Intent.DANGER}
            text={`Remove ${label.toLowerCase()}`}
            onClick={onRemove}
          />
        ) : null}
      </div>
    </Card>
  );
}
