import { DEFAULT_SIGNED_IN_PATH, paths } from '../../app/paths';

/** The router state the route guard leaves when it sends someone to the login page. */
export interface LoginRedirectState {
  from: { pathname: string; search?: string; hash?: string };
}

export function loginRedirectState(from: LoginRedirectState['from']): LoginRedirectState {
  return { from: { pathname: from.pathname, search: from.search ?? '', hash: from.hash ?? '' } };
}

/** Where to go after signing in: the page the user wanted, else the invoices. Never back to the login page. */
export function redirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return DEFAULT_SIGNED_IN_PATH;
  const from = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from)) return DEFAULT_SIGNED_IN_PATH;
  const { pathname } = from;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  if (pathname === paths.login || pathname === paths.home) return DEFAULT_SIGNED_IN_PATH;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
