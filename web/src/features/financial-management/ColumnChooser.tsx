import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import { CaretDownIcon, ColumnLayoutIcon } from '@blueprintjs/icons';
import { COLUMNS, DEFAULT_VISIBLE_COLUMNS, type ColumnKey } from './transactionColumns';

interface ColumnChooserProps {
  /** Every column in the table's order. */
  order: readonly ColumnKey[];
  visible: readonly ColumnKey[];
  onChange: (visible: ColumnKey[]) => void;
}

/** Which columns the table shows (default: Type, Code, Name, Status, Description, Debit, Credit). */
export function ColumnChooser({ order, visible, onChange }: ColumnChooserProps) {
  const toggle = (key: ColumnKey, checked: boolean) => {
    const next = checked ? [...visible, key] : visible.filter((k) => k !== key);
    if (next.length > 0) onChange(next); // at least one column stays
  };
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <fieldset className="fm-column-chooser">
          <legend>Columns</legend>
          {order.map((key) => (
            <Checkbox
              key={key}
              label={COLUMNS[key].header}
              checked={visible.includes(key)}
              disabled={visible.length === 1 && visible.includes(key)}
              onChange={(event) => toggle(key, event.currentTarget.checked)}
            />
          ))}
          <Button
            size="small"
            variant="minimal"
            text="Default columns"
            onClick={() => onChange([...DEFAULT_VISIBLE_COLUMNS])}
          />
        </fieldset>
      }
    >
      <Button icon={<ColumnLayoutIcon />} text="Columns" endIcon={<CaretDownIcon />} />
    </PopoverNext>
  );
}
