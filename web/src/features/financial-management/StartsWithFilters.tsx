import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';
import type { StartsWithField, StartsWithFilters as Filters } from './transactionListState';

const FIELDS: readonly { field: StartsWithField; label: string; placeholder: string }[] = [
  { field: 'financialAccountCode', label: 'Code starts with', placeholder: 'e.g. 51' },
  { field: 'financialAccountName', label: 'Name starts with', placeholder: 'e.g. Bank' },
  { field: 'processed', label: 'Processed starts with', placeholder: 'e.g. 2026-03' },
  { field: 'description', label: 'Description starts with', placeholder: 'e.g. Rent' },
];

/** The start-with filters of spec §2 on financialAccountCode, financialAccountName, processed and description. */
export function StartsWithFilters(props: {
  value: Filters;
  onChange: (field: StartsWithField, value: string) => void;
}) {
  const id = useId();
  return (
    <div className="fm-starts-with">
      {FIELDS.map(({ field, label, placeholder }) => (
        <FormGroup key={field} label={label} labelFor={`${id}-${field}`} className="fm-starts-with-field">
          <InputGroup
            id={`${id}-${field}`}
            size="small"
            value={props.value[field]}
            placeholder={placeholder}
            onValueChange={(value) => props.onChange(field, value)}
          />
        </FormGroup>
      ))}
    </div>
  );
}
