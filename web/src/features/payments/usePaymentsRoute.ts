import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

const ID = /^\d{1,15}$/;

export interface PaymentsRoute {
  /** The list narrowed to one practitioner's payments; null for all the company's. */
  practitionerId: string | null;
  /** The payment whose view is open; null for the list. */
  paymentId: string | null;
  view: 'detail' | 'delete';
}

/**
 * The payments screen's state in the URL query (`#/commonFinancialPayments?practitioner=4&payment=12&view=delete`), so
 * reload and back work; the practitioner stays while a payment's view is open. Anything unknown is dropped.
 */
export function usePaymentsRoute() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const route = useMemo<PaymentsRoute>(() => {
    const p = new URLSearchParams(query);
    const id = (name: string) => {
      const value = p.get(name)?.trim() ?? '';
      return ID.test(value) ? value : null;
    };
    return {
      practitionerId: id('practitioner'),
      paymentId: id('payment'),
      view: p.get('view') === 'delete' ? 'delete' : 'detail',
    };
  }, [query]);

  const go = useCallback(
    (next: Partial<PaymentsRoute>, replace = false) => {
      const merged = { ...route, ...next };
      const out = new URLSearchParams();
      if (merged.practitionerId) out.set('practitioner', merged.practitionerId);
      if (merged.paymentId) out.set('payment', merged.paymentId);
      if (merged.paymentId && merged.view === 'delete') out.set('view', 'delete');
      setParams(out, { replace });
    },
    [route, setParams],
  );
  return { route, go };
}
