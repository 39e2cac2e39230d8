import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter that shows the new-invoice form on the invoices screen: #/commonFinancialInvoices?new=1. */
export const NEW_INVOICE_PARAM = 'new';

/** Whether the new-invoice form is shown, kept in the URL (reload and back work), and how to open and close it. */
export function useNewInvoiceRoute() {
  const [params, setParams] = useSearchParams();
  const isOpen = params.get(NEW_INVOICE_PARAM) === '1';
  const open = useCallback(() => setParams({ [NEW_INVOICE_PARAM]: '1' }), [setParams]);
  const close = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return { isOpen, open, close };
}
