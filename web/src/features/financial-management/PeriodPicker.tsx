import { Button } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { DateField } from '../../shared/DateField';
import { isCalendarDate } from '../../shared/dates';
import { dateError, periodError } from './validation';

export interface Period {
  start: string;
  end: string;
}

interface PeriodPickerProps {
  value: Period;
  /** Called when both dates are valid and in order. */
  onChange: (period: Period) => void;
  onRefresh: () => void;
  refreshing: boolean;
  startLabel?: string;
  endLabel?: string;
}

/** Start and end date pickers (yyyy-mm-dd) and Refresh. A valid pair is applied at once; Refresh reloads. */
export function PeriodPicker({ value, onChange, onRefresh, refreshing, startLabel, endLabel }: PeriodPickerProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown.start !== value.start || shown.end !== value.end) {
    // the applied period changed from outside (back button, a link): show it
    setShown(value);
    setDraft(value);
  }
  const startLabelText = startLabel ?? 'Start Date';
  const endLabelText = endLabel ?? 'End Date';
  const errors = {
    start: dateError(draft.start, startLabelText),
    end: dateError(draft.end, endLabelText) ?? periodError(draft.start, draft.end),
  };

  const update = (next: Period) => {
    setDraft(next);
    if (isCalendarDate(next.start) && isCalendarDate(next.end) && next.start <= next.end) onChange(next);
  };

  return (
    <div className="fm-period">
      <DateField
        label={startLabelText}
        value={draft.start}
        onChange={(start) => update({ ...draft, start })}
        required
        error={errors.start}
        inline
      />
      <DateField
        label={endLabelText}
        value={draft.end}
        onChange={(end) => update({ ...draft, end })}
        required
        error={errors.end}
        inline
      />
      <Button icon={<RefreshIcon />} text="Refresh" onClick={onRefresh} loading={refreshing} disabled={refreshing} />
    </div>
  );
}
