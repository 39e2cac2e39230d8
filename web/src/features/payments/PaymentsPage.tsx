import './payments.css';
import { useReducer } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../shared/PageHeader';
import { DeletePaymentView } from './DeletePaymentView';
import { PaymentDetailView } from './PaymentDetailView';
import { PaymentList } from './PaymentList';
import { INITIAL_PAYMENT_LIST, paymentListReducer } from './paymentListState';

/**
 * The company's payments. The view is in the URL (`?payment=12` a payment's detail, `&view=delete` its deletion), so
 * reload and back work; the list's paging, sort and filters live above the views and survive a visit to one.
 */
export function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const [listState, dispatch] = useReducer(paymentListReducer, INITIAL_PAYMENT_LIST);
  const paymentId = /^\d+$/.test(params.get('payment') ?? '') ? params.get('payment') : null;
  const view = params.get('view') === 'delete' ? 'delete' : 'detail';

  const open = (id: string, next: 'detail' | 'delete' = 'detail') =>
    setParams(next === 'delete' ? { payment: id, view: 'delete' } : { payment: id });
  const backToList = () => setParams({}, { replace: true });

  return (
    <>
      <PageHeader
        title="Payments"
        description="The payments your company has received, newest first. Open one to see what it paid, or delete it to reverse its allocation."
      />
      {paymentId === null ? (
        <PaymentList state={listState} dispatch={dispatch} onOpen={open} />
      ) : view === 'delete' ? (
        <DeletePaymentView id={paymentId} onDone={backToList} />
      ) : (
        <PaymentDetailView id={paymentId} onDelete={() => open(paymentId, 'delete')} onBack={backToList} />
      )}
    </>
  );
}
