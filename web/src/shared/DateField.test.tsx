// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField, typedDateError } from './DateField';

afterEach(cleanup);

function Filter({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DateField
      label="Invoiced from"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('typedDateError', () => {
  it('takes nothing and real YYYY-MM-DD dates, and names what is wrong otherwise', () => {
    expect(typedDateError('')).toBeNull();
    expect(typedDateError(' 2026-03-01 ')).toBeNull();
    expect(typedDateError('2026-02-30')).toBe('"2026-02-30" is not a date: use YYYY-MM-DD');
    expect(typedDateError('03/01/2026')).toBe('"03/01/2026" is not a date: use YYYY-MM-DD');
    expect(typedDateError('1999-12-31')).toMatch(/^1999-12-31 is outside 2000-01-01 to \d{4}-12-31$/);
  });
});

describe('DateField', () => {
  it('passes a typed date on as YYYY-MM-DD', () => {
    const onChange = vi.fn();
    render(<Filter onChange={onChange} />);
    const input = screen.getByLabelText('Invoiced from');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-03-01' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('2026-03-01');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows an error on the field for a date typed wrong, instead of ignoring it, until a real date comes', () => {
    const onChange = vi.fn();
    render(<Filter onChange={onChange} />);
    const input = screen.getByLabelText('Invoiced from');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-13-45' } });
    fireEvent.blur(input);
    expect(screen.getByText('"2026-13-45" is not a date: use YYYY-MM-DD')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringContaining('2026-13'));

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-03-05' } });
    fireEvent.blur(input);
    expect(screen.queryByText(/is not a date/)).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05');
  });

  it('shows the error its screen gives first', () => {
    render(<DateField label="Start Date" value="2026-03-01" onChange={() => undefined} error="Required." />);
    expect(screen.getByText('Required.')).toBeTruthy();
  });
});
