import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fmSearchParams, parseFmLocation, type FmLocation } from './fmNavigation';

export type FmGo = (next: FmLocation, options?: { replace?: boolean }) => void;

/** The screen's location from the URL query, and a way to move (a history entry per view, so Back works). */
export function useFmNavigation(): { location: FmLocation; go: FmGo } {
  const [params, setParams] = useSearchParams();
  const location = useMemo(() => parseFmLocation(params), [params]);
  const go = useCallback<FmGo>(
    (next, options) => setParams(fmSearchParams(next), { replace: options?.replace ?? false }),
    [setParams],
  );
  return { location, go };
}
