import { Button, Card, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { AddIcon, CrossIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { TextField } from '../../shared/TextField';
import { freeItem, itemFromProduct, MAX_ITEMS, type ItemErrors, type PlanItemValues } from './planForm';

export interface ProductChoice {
  id: string;
  name: string;
  code?: string | null;
  unitCost: string;
  bhfCode?: string | null;
  nappiCode?: string | null;
}

interface PlanItemsEditorProps {
  items: PlanItemValues[];
  onChange: (items: PlanItemValues[]) => void;
  /** The company's active products, to add as items. */
  products: readonly ProductChoice[];
  errors?: ItemErrors[] | undefined;
  isHealth: boolean;
  currencySymbol: string;
}

/** The items of a plan, one card each (stacked on a phone): add from a product or as free text, edit, remove. */
export function PlanItemsEditor({ items, onChange, products, errors, isHealth, currencySymbol }: PlanItemsEditorProps) {
  const selectId = useId();
  const [productId, setProductId] = useState('');
  const full = items.length >= MAX_ITEMS;
  const update = (key: string, field: keyof PlanItemValues, value: string) =>
    onChange(items.map((item) => (item.key === key ? { ...item, [field]: value } : item)));

  return (
    <section className="folio-catalog-items" aria-label="Items of the plan">
      <h4 className="bp6-heading">Items</h4>
      {items.length === 0 ? <p className="bp6-text-muted">No items yet: add a product or a free item.</p> : null}
      {items.map((item, index) => {
        const itemErrors = errors?.[index] ?? {};
        const field = (
          name: keyof PlanItemValues,
          label: string,
          extra: { required?: boolean; decimal?: boolean } = {},
        ) => (
          <TextField
            label={label}
            name={`${name}-${index}`}
            required={extra.required}
            inputMode={extra.decimal ? 'decimal' : 'text'}
            value={String(item[name] ?? '')}
            onChange={(value) => update(item.key, name, value)}
            error={itemErrors[name]}
          />
        );
        return (
          <Card key={item.key} className="folio-catalog-item" data-testid="plan-item" aria-label={`Item ${index + 1}`}>
            <div className="folio-catalog-fields">
              {field('description', 'Description', { required: true })}
              {field('quantity', 'Quantity', { required: true, decimal: true })}
              {field('unitCost', `Unit cost (${currencySymbol})`, { required: true, decimal: true })}
              {field('discountPercentage', 'Discount %', { decimal: true })}
              {isHealth ? (
                <>
                  {field('bhfCode', 'BHF code')}
                  {field('nappiCode', 'NAPPI code')}
                  {field('modifier', 'Modifier')}
                </>
              ) : null}
            </div>
            <Button
              icon={<CrossIcon />}
              variant="minimal"
              intent={Intent.DANGER}
              text={`Remove item ${index + 1}`}
              onClick={() => onChange(items.filter((other) => other.key !== item.key))}
            />
          </Card>
        );
      })}
      <div className="folio-catalog-add-item">
        <FormGroup label="Product" labelFor={selectId}>
          <HTMLSelect
            id={selectId}
            value={productId}
            onChange={(event) => setProductId(event.currentTarget.value)}
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
            if (!product) return;
            onChange([...items, itemFromProduct(product)]);
            setProductId('');
          }}
        />
        <Button
          icon={<AddIcon />}
          text="Add free item"
          disabled={full}
          onClick={() => onChange([...items, freeItem()])}
        />
      </div>
    </section>
  );
}
