/** Test helpers for the products and billing plans screens (their *.test.tsx only). */
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { demoViewer } from '../../test/renderRoute';
import { typePolicies } from '../../app/typePolicies';
import { SessionContext, type SessionContextValue } from '../session/SessionContext';
import { createSessionStore } from '../session/sessionStore';

export const always = () => true;

/** Renders a page for health.admin (type H, R) or business.admin (type B, £), `rowsPerPage` rows a page. */
export function renderCatalog(
  ui: ReactElement,
  mocks: MockLink.MockedResponse[],
  {
    username = 'business.admin',
    rowsPerPage = 20,
  }: { username?: 'health.admin' | 'business.admin'; rowsPerPage?: number } = {},
) {
  const store = createSessionStore(null);
  store.start({ accessToken: 'token-1', expiresAt: Date.now() + 3_600_000 });
  const viewer = demoViewer(username);
  const session: SessionContextValue = {
    status: 'signedIn',
    viewer: { ...viewer, configuration: { ...viewer.configuration, rowsPerPage } },
    ended: null,
    store,
    signOut: () => undefined,
  };
  const user = userEvent.setup();
  const rendered = render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <SessionContext value={session}>
        <MemoryRouter initialEntries={['/']}>{ui}</MemoryRouter>
      </SessionContext>
    </MockedProvider>,
  );
  return { ...rendered, user };
}

export function product(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Product',
    id: '1',
    code: 'PHY01',
    name: 'Physiotherapy session',
    description: '',
    unitCost: '450.00',
    nappiCode: null,
    bhfCode: null,
    active: true,
    ...overrides,
  };
}

export function plan(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'BillingPlan',
    id: '5',
    name: 'Monthly physio',
    description: '',
    frequency: 'M',
    bookings: false,
    active: true,
    amount: '450.00',
    items: [
      {
        __typename: 'BillingPlanItem',
        id: '51',
        productId: '1',
        description: 'Physiotherapy session',
        quantity: '1',
        unitCost: '450.00',
        discountPercentage: '0',
        amount: '450.00',
        bhfCode: null,
        nappiCode: null,
        modifier: null,
      },
    ],
    ...overrides,
  };
}

export const conflict = (message: string) => ({ errors: [{ message, extensions: { code: 'CONFLICT' } }] });
