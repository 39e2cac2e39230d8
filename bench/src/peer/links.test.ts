import { Kind, parse, visit, type DirectiveNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { COMPONENT_LINKS, pageFromPeerAnswer, peerPageQuery } from './links.ts';

function resolveToArgs(fieldName: string): Record<string, unknown> {
  let directive: DirectiveNode | undefined;
  visit(parse(COMPONENT_LINKS), {
    FieldDefinition(node) {
      if (node.name.value === fieldName) directive = node.directives?.find((d) => d.name.value === 'resolveTo');
    },
  });
  if (!directive) throw new Error(`no @resolveTo on ${fieldName}`);
  return Object.fromEntries(
    (directive.arguments ?? []).map((arg) => [
      arg.name.value,
      arg.value.kind === Kind.STRING ? arg.value.value : arg.value.kind,
    ]),
  );
}

describe('the component links of the peer', () => {
  it('links components one invoice at a time by the invoice id', () => {
    expect(resolveToArgs('components')).toMatchObject({
      sourceName: 'Folio',
      sourceFieldName: 'listInvoiceComponents',
      requiredSelectionSet: '{ id }',
      sourceArgs: Kind.OBJECT,
    });
  });

  it('links components of all the page’s invoices in one batch call, grouped by invoiceId', () => {
    expect(resolveToArgs('componentsBatched')).toMatchObject({
      sourceFieldName: 'listComponentsOfInvoices',
      keyField: 'id',
      keysArg: 'invoiceIds',
      valueKeyField: 'invoiceId',
    });
  });

  it('asks for the same page and component fields with either link', () => {
    for (const link of ['components', 'componentsBatched'] as const) {
      const query = peerPageQuery(link);
      expect(() => parse(query)).not.toThrow();
      expect(query).toContain('page: 1, size: 100');
      expect(query).toContain(`${link} { ... on `);
      expect(query).toContain('{ id amount description }');
    }
  });
});

describe('pageFromPeerAnswer', () => {
  const answer = (page: unknown) => ({ data: { listInvoicePage: page } });

  it('counts invoices and their components', () => {
    const page = {
      data: [
        { id: 1, components: [{ id: 10 }, { id: 11 }] },
        { id: 2, components: [] },
      ],
      totalElements: 2,
    };
    expect(pageFromPeerAnswer(answer(page), 'components')).toEqual({ invoices: 2, components: 2 });
  });

  it('reports an api error that the peer answers as data', () => {
    const problem = pageFromPeerAnswer(answer({ status: 401, detail: 'Sign in first' }), 'components');
    expect(problem).toEqual({ problem: 'the api answered 401: Sign in first' });
  });

  it('reports an invoice without the linked list, and an answer without the page', () => {
    expect(pageFromPeerAnswer(answer({ data: [{ id: 7 }] }), 'componentsBatched')).toEqual({
      problem: 'invoice 7 has no componentsBatched list',
    });
    expect(pageFromPeerAnswer({ errors: [{ message: 'x' }] }, 'components')).toHaveProperty('problem');
  });
});
