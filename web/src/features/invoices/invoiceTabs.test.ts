import { describe, expect, it } from 'vitest';
import {
  InvoiceTab,
  LIST_STATE,
  parsePractitioner,
  parseTabState,
  tabSearchParams,
  type TabState,
} from './invoiceTabs';

const parse = (query: string) => parseTabState(new URLSearchParams(query));

describe('parseTabState', () => {
  it('defaults to the list (tab 1)', () => {
    expect(parse('')).toEqual(LIST_STATE);
    expect(parse('tab=1&invoice=5')).toEqual(LIST_STATE);
  });

  it('reads an invoice view with its invoice', () => {
    expect(parse('tab=2&invoice=123')).toEqual({ tab: InvoiceTab.View, invoiceId: '123' });
    expect(parse('tab=11&invoice=7')).toEqual({ tab: InvoiceTab.AddProduct, invoiceId: '7' });
  });

  it('reads a component view with its invoice and component', () => {
    expect(parse('tab=14&invoice=123&component=9')).toEqual({
      tab: InvoiceTab.PayComponent,
      invoiceId: '123',
      componentId: '9',
    });
  });

  it('ignores a component on an invoice view', () => {
    expect(parse('tab=6&invoice=3&component=9')).toEqual({ tab: InvoiceTab.Components, invoiceId: '3' });
  });

  it.each(['tab=abc', 'tab=0', 'tab=15', 'tab=2.5', 'tab=-2&invoice=1', 'tab=9'])(
    'falls back to the list for an unknown tab (%s)',
    (query) => {
      expect(parse(query)).toEqual(LIST_STATE);
    },
  );

  it('falls back to the list when an invoice view has no valid invoice', () => {
    expect(parse('tab=3')).toEqual(LIST_STATE);
    expect(parse('tab=3&invoice=')).toEqual(LIST_STATE);
    expect(parse('tab=3&invoice=%3Cscript%3E')).toEqual(LIST_STATE);
  });

  it('falls back to the components list when a component view has no component', () => {
    expect(parse('tab=12&invoice=4')).toEqual({ tab: InvoiceTab.Components, invoiceId: '4' });
    expect(parse('tab=13&component=9')).toEqual(LIST_STATE);
  });
});

describe('tabSearchParams', () => {
  it.each<[TabState, string]>([
    [LIST_STATE, ''],
    [{ tab: InvoiceTab.Email, invoiceId: '12' }, 'tab=3&invoice=12'],
    [{ tab: InvoiceTab.DeleteComponent, invoiceId: '12', componentId: '4' }, 'tab=13&invoice=12&component=4'],
  ])('writes %j as %j and reads it back', (state, query) => {
    const params = tabSearchParams(state);
    expect(params.toString()).toBe(query);
    expect(parseTabState(params)).toEqual(state);
  });
});

describe('the practitioner in the URL', () => {
  it('comes first and stays with every view', () => {
    expect(tabSearchParams(LIST_STATE, '7').toString()).toBe('practitioner=7');
    expect(tabSearchParams({ tab: InvoiceTab.Email, invoiceId: '12' }, '7').toString()).toBe(
      'practitioner=7&tab=3&invoice=12',
    );
    expect(parseTabState(new URLSearchParams('practitioner=7&tab=3&invoice=12'))).toEqual({
      tab: InvoiceTab.Email,
      invoiceId: '12',
    });
  });

  it.each<[string, string | null]>([
    ['practitioner=7', '7'],
    ['practitioner=%207%20&tab=2', '7'],
    ['', null],
    ['practitioner=', null],
    ['practitioner=abc', null],
    ['practitioner=-3', null],
    ['practitioner=1234567890123456', null],
  ])('reads %j as %j', (query, practitionerId) => {
    expect(parsePractitioner(new URLSearchParams(query))).toBe(practitionerId);
  });
});
