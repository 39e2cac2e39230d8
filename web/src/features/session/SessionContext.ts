import { createContext } from 'react';
import type { SessionViewerFragment } from '../../gql/graphql';
import type { SessionSnapshot, SessionStore } from './sessionStore';

/** The signed-in user, their company and their configuration. */
export type Viewer = SessionViewerFragment;

/**
 * - signedOut: no token (never signed in, signed out, expired or refused).
 * - checking: a token is present and the viewer query (the session check) has not answered yet.
 * - signedIn: the session check answered with a user.
 */
export type SessionStatus = 'signedOut' | 'checking' | 'signedIn';

export interface SessionContextValue {
  status: SessionStatus;
  viewer: Viewer | null;
  /** Why the previous session ended, for the login page. */
  ended: SessionSnapshot['ended'];
  store: SessionStore;
  /** Ends the session on the server (every token of the user) and in this browser (useLogout). */
  signOut: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
