import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApolloClient } from './app/apolloClient';
import { createAppRouter, preloadRoute } from './app/router';
import { browserStorage, createSessionStore } from './features/session/sessionStore';
import { startSessionCheck } from './features/session/startSessionCheck';

FocusStyleManager.onlyShowFocusOnTabs();

const sessionStore = createSessionStore(browserStorage());
const client = createApolloClient(sessionStore);
const router = createAppRouter();
// With a stored session: the session check first, then the page's code, downloading together.
startSessionCheck(client, sessionStore);
if (sessionStore.getAccessToken()) preloadRoute(router.state.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App client={client} sessionStore={sessionStore} router={router} />
  </StrictMode>,
);
