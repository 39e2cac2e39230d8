import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { FilterRemoveIcon, RefreshIcon, SearchIcon } from '@blueprintjs/icons';
import type { Dispatch, ReactNode } from 'react';
import { DateField } from '../../shared/DateField';
import { PractitionerSelect } from '../practitioners/PractitionerSelect';
import type { InvoiceListAction, InvoiceListState } from './invoiceListState';

interface InvoiceListToolbarProps {
  state: InvoiceListState;
  dispatch: Dispatch<InvoiceListAction>;
  timeZone: string;
  practitionerId: string | null;
  onPractitionerChange: (practitionerId: string | null) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** More buttons at the end (the Export menu). */
  actions?: ReactNode;
}

/** Practitioner, keyword search, the invoiced date range (whole days in the company zone), Clear Search and Refresh. */
export function InvoiceListToolbar(props: InvoiceListToolbarProps) {
  const { state, dispatch, timeZone, practitionerId, onPractitionerChange, onRefresh, refreshing, actions } = props;
  return (
    <div className="folio-inv-toolbar" role="search">
      <PractitionerSelect value={practitionerId} onChange={onPractitionerChange} />
      <FormGroup label="Search" labelFor="invoice-search" className="folio-inv-toolbar-search">
        <InputGroup
          id="invoice-search"
          type="search"
          leftIcon={<SearchIcon />}
          placeholder="Invoice number, client, description or status"
          value={state.search}
          onValueChange={(value) => dispatch({ type: 'text', field: 'search', value })}
        />
      </FormGroup>
      <DateField
        label="Invoiced from"
        name="start"
        value={state.startDate}
        onChange={(startDate) => dispatch({ type: 'dates', startDate, endDate: state.endDate })}
      />
      <DateField
        label="Invoiced to"
        name="end"
        value={state.endDate}
        onChange={(endDate) => dispatch({ type: 'dates', startDate: state.startDate, endDate })}
      />
      <span className="folio-inv-zone bp6-text-muted">Dates in {timeZone} time</span>
      <div className="folio-inv-toolbar-buttons">
        <Button
          icon={<FilterRemoveIcon />}
          text="Clear Search"
          onClick={() => {
            dispatch({ type: 'clear' });
            if (practitionerId !== null) onPractitionerChange(null);
          }}
        />
        <Button icon={<RefreshIcon />} text="Refresh" onClick={onRefresh} loading={refreshing} />
        {actions}
      </div>
    </div>
  );
}
