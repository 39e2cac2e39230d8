import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ClaimAction = 'update' | 'delete' | 'email' | 'edi' | 'benefits' | 'reverse';
const ACTIONS = new Set<string>(['update', 'delete', 'email', 'edi', 'benefits', 'reverse']);
const ID = /^\d{1,15}$/;

export interface ClaimsRoute {
  practitionerId: string | null;
  invoiceId: string | null;
  claimId: string | null;
  action: ClaimAction | null;
}

/**
 * The claims screen's state in the URL query (`#/healthFinancialClaims?practitioner=4&claim=12&action=edi`), so
 * reload and back work. Anything unknown is dropped.
 */
export function useClaimsRoute() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const route = useMemo<ClaimsRoute>(() => {
    const p = new URLSearchParams(query);
    const id = (name: string) => {
      const value = p.get(name)?.trim() ?? '';
      return ID.test(value) ? value : null;
    };
    const claimId = id('claim');
    const action = p.get('action') ?? '';
    return {
      practitionerId: id('practitioner'),
      invoiceId: id('invoice'),
      claimId,
      action: claimId && ACTIONS.has(action) ? (action as ClaimAction) : null,
    };
  }, [query]);

  const go = useCallback(
    (next: Partial<ClaimsRoute>, replace = false) => {
      const merged = { ...route, ...next };
      const out = new URLSearchParams();
      if (merged.practitionerId) out.set('practitioner', merged.practitionerId);
      if (merged.invoiceId) out.set('invoice', merged.invoiceId);
      if (merged.claimId) out.set('claim', merged.claimId);
      if (merged.claimId && merged.action) out.set('action', merged.action);
      setParams(out, { replace });
    },
    [route, setParams],
  );
  return { route, go };
}
