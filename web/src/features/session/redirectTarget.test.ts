import { describe, expect, it } from 'vitest';
import { loginRedirectState, redirectTarget } from './redirectTarget';

describe('redirectTarget', () => {
  it('goes back to the page the user wanted', () => {
    expect(redirectTarget(loginRedirectState({ pathname: '/commonFinancialPayments' }))).toBe(
      '/commonFinancialPayments',
    );
    expect(redirectTarget({ from: { pathname: '/healthFinancialClaims', search: '?page=2', hash: '' } })).toBe(
      '/healthFinancialClaims?page=2',
    );
  });

  it('goes to the invoices when there was no wanted page', () => {
    expect(redirectTarget(undefined)).toBe('/commonFinancialInvoices');
    expect(redirectTarget(null)).toBe('/commonFinancialInvoices');
    expect(redirectTarget({})).toBe('/commonFinancialInvoices');
    expect(redirectTarget({ from: 'x' })).toBe('/commonFinancialInvoices');
  });

  it('never goes back to the login page, and treats the bare root as no wish', () => {
    expect(redirectTarget({ from: { pathname: '/login' } })).toBe('/commonFinancialInvoices');
    expect(redirectTarget({ from: { pathname: '/' } })).toBe('/commonFinancialInvoices');
  });

  it('ignores anything that is not an app path', () => {
    expect(redirectTarget({ from: { pathname: 'https://evil.example/' } })).toBe('/commonFinancialInvoices');
    expect(redirectTarget({ from: { pathname: '//evil.example' } })).toBe('/commonFinancialInvoices');
  });
});
