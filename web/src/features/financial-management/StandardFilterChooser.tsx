import { Button, ButtonGroup } from '@blueprintjs/core';
import type { StandardFilter } from './transactionListState';

interface StandardFilterChooserProps {
  value: StandardFilter;
  onToggle: (filter: 'debit' | 'credit') => void;
}

/** Spec §2: Debit keeps debit > 0, Credit keeps credit > 0; one at a time (choosing one clears the other). */
export function StandardFilterChooser({ value, onToggle }: StandardFilterChooserProps) {
  return (
    <div className="fm-standard-filter" role="group" aria-labelledby="fm-standard-filter-label">
      <span id="fm-standard-filter-label" className="bp6-text-muted">
        Standard filter
      </span>
      <ButtonGroup>
        <Button
          text="Debit"
          active={value === 'debit'}
          aria-pressed={value === 'debit'}
          onClick={() => onToggle('debit')}
        />
        <Button
          text="Credit"
          active={value === 'credit'}
          aria-pressed={value === 'credit'}
          onClick={() => onToggle('credit')}
        />
      </ButtonGroup>
    </div>
  );
}
