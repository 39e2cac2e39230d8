import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import type { Dispatch, ReactNode } from 'react';
import { useId } from 'react';
import type { PaymentType } from '../../gql/graphql';
import { DateField } from '../../shared/DateField';
import { PAYMENT_TYPE_OPTIONS } from '../../shared/lookups';
import { PractitionerSelect } from '../practitioners/PractitionerSelect';
import type { PaymentListAction, PaymentListState } from './paymentListState';

interface PaymentListToolbarProps {
  state: PaymentListState;
  dispatch: Dispatch<PaymentListAction>;
  practitionerId: string | null;
  onPractitionerChange: (practitionerId: string | null) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** More buttons at the end (the Export menu). */
  actions?: ReactNode;
}

/** Practitioner, search, payment type and the paid date range (days in the company's time zone). */
export function PaymentListToolbar(props: PaymentListToolbarProps) {
  const { state, dispatch, practitionerId, onPractitionerChange, onRefresh, refreshing, actions } = props;
  const typeId = useId();
  return (
    <div className="folio-pay-toolbar" role="search">
      <PractitionerSelect value={practitionerId} onChange={onPractitionerChange} />
      <FormGroup label="Search" labelFor={`${typeId}-search`}>
        <InputGroup
          id={`${typeId}-search`}
          type="search"
          leftIcon={<SearchIcon />}
          placeholder="Invoice, client, description, type"
          value={state.search}
          onValueChange={(search) => dispatch({ type: 'search', search })}
        />
      </FormGroup>
      <FormGroup label="Type" labelFor={typeId}>
        <HTMLSelect
          id={typeId}
          value={state.type}
          onChange={(event) =>
            dispatch({ type: 'paymentType', paymentType: event.currentTarget.value as PaymentType | '' })
          }
          options={[
            { value: '', label: 'All types' },
            ...PAYMENT_TYPE_OPTIONS.map((o) => ({ value: o.value, label: `${o.value} ${o.label}` })),
          ]}
        />
      </FormGroup>
      <DateField
        label="Paid from"
        value={state.start}
        onChange={(start) => dispatch({ type: 'range', start, end: state.end })}
      />
      <DateField
        label="Paid to"
        value={state.end}
        onChange={(end) => dispatch({ type: 'range', start: state.start, end })}
      />
      <Button
        text="Clear Search"
        onClick={() => {
          dispatch({ type: 'clear' });
          if (practitionerId !== null) onPractitionerChange(null);
        }}
      />
      <Button text="Refresh" loading={refreshing} onClick={onRefresh} />
      {actions}
    </div>
  );
}
