import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { ChoiceSelect } from '../../shared/ChoiceSelect';
import type { DecimalMark, MappingChoices, MappingDateOrder, MappingSign } from './csvMapping';

const YES_NO = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];
const DATE_ORDERS = [
  { value: 'DMY', label: 'day/month/year (05/03 is 5 March)' },
  { value: 'MDY', label: 'month/day/year (05/03 is May 3)' },
];
const DECIMAL_MARKS = [
  { value: '.', label: 'point (1,234.56)' },
  { value: ',', label: 'comma (1.234,56)' },
];
const SIGNS = [
  { value: 'SIGNED', label: 'Money out is negative' },
  { value: 'CARD', label: 'Card statement: purchases are positive (money out), payments negative' },
  { value: 'DEBIT_CREDIT', label: 'Money out and money in columns' },
  { value: 'FLAG', label: 'A direction column says which way' },
];

interface MappingOptionsProps {
  choices: MappingChoices;
  onChange: (choices: MappingChoices) => void;
  /** How many records the preview shows: the rows that can be skipped. */
  records: number;
  /** The values of the direction column in the preview, as a hint. */
  flagValues: readonly string[];
  disabled: boolean;
}

/** The mapping step's choices other than the columns: rows to skip, header, date order, decimal mark, signs. */
export function MappingOptions({ choices, onChange, records, flagValues, disabled }: MappingOptionsProps) {
  const id = useId();
  const set = <K extends keyof MappingChoices>(key: K, value: MappingChoices[K]) =>
    onChange({ ...choices, [key]: value });
  const skipOptions = Array.from({ length: Math.max(records, choices.skipRecords + 1) }, (_, n) => ({
    value: String(n),
    label: String(n),
  }));
  return (
    <div className="fm-mapping-options">
      <ChoiceSelect
        label="Rows to skip above the header"
        value={String(choices.skipRecords)}
        options={skipOptions}
        onChange={(value) => set('skipRecords', Number(value))}
        disabled={disabled}
        fill
      />
      <ChoiceSelect
        label="First row is a header"
        value={choices.hasHeader ? 'Y' : 'N'}
        options={YES_NO}
        onChange={(value) => set('hasHeader', value === 'Y')}
        disabled={disabled}
        fill
      />
      <ChoiceSelect
        label="Date order"
        value={choices.dateOrder}
        options={DATE_ORDERS}
        onChange={(value) => set('dateOrder', value as MappingDateOrder)}
        disabled={disabled}
        fill
      />
      <ChoiceSelect
        label="Decimal mark"
        value={choices.decimalMark}
        options={DECIMAL_MARKS}
        onChange={(value) => set('decimalMark', value as DecimalMark)}
        disabled={disabled}
        fill
      />
      <ChoiceSelect
        label="Sign convention"
        value={choices.signConvention}
        options={SIGNS}
        onChange={(value) => set('signConvention', value as MappingSign)}
        disabled={disabled}
        fill
      />
      {choices.signConvention === 'FLAG' ? (
        <FormGroup
          label="Values meaning money out"
          labelFor={id}
          helperText={
            flagValues.length > 0
              ? `Separated by commas. The direction column holds: ${flagValues.join(', ')}.`
              : 'Separated by commas, e.g. D, DR.'
          }
        >
          <InputGroup
            id={id}
            value={choices.outFlags}
            disabled={disabled}
            onValueChange={(value) => set('outFlags', value)}
          />
        </FormGroup>
      ) : null}
    </div>
  );
}
