import './payments.css';
import { Button } from '@blueprintjs/core';
import { useReducer, useState } from 'react';
import { PageHeader } from '../../shared/PageHeader';
import { DeletePaymentView } from './DeletePaymentView';
import { PaymentDetailView } from './PaymentDetailView';
import { PaymentList } from './PaymentList';
import { ReceivePaymentView } from './ReceivePaymentView';
import { INITIAL_PAYMENT_LIST, paymentListReducer } from './paymentListState';
import { usePaymentsRoute } from './usePaymentsRoute';

/**
 * The company's payments, or one practitioner's. The view is in the URL (`?payment=12` a payment's detail,
 * `&view=delete` its deletion, `practitioner=4` the list narrowed), so reload and back work; the list's paging, sort
 * and filters live above the views and survive a visit to one.
 */
export function PaymentsPage() {
  const { route, go } = usePaymentsRoute();
  const { paymentId } = route;
  const [listState, dispatch] = useReducer(paymentListReducer, INITIAL_PAYMENT_LIST);
  const [receiving, setReceiving] = useState(false);

  const open = (id: string, view: 'detail' | 'delete' = 'detail') => go({ paymentId: id, view });
  const backToList = () => go({ paymentId: null, view: 'detail' }, true);
  const choosePractitioner = (practitionerId: string | null) => {
    dispatch({ type: 'page', page: 1 });
    go({ practitionerId, paymentId: null });
  };

  return (
    <>
      <PageHeader
        title="Payments"
        description="The payments your company has received, newest first. Open one to see what it paid, or delete it to reverse its allocation."
      />
      {receiving ? (
        <ReceivePaymentView onDone={() => setReceiving(false)} />
      ) : paymentId === null ? (
        <>
          <Button className="folio-pay-several" text="Pay several invoices" onClick={() => setReceiving(true)} />
          <PaymentList
            state={listState}
            dispatch={dispatch}
            practitionerId={route.practitionerId}
            onPractitionerChange={choosePractitioner}
            onOpen={open}
          />
        </>
      ) : route.view === 'delete' ? (
        <DeletePaymentView id={paymentId} onDone={backToList} />
      ) : (
        <PaymentDetailView id={paymentId} onDelete={() => open(paymentId, 'delete')} onBack={backToList} />
      )}
    </>
  );
}
