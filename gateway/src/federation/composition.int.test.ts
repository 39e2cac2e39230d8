import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { startStandaloneServer } from '@apollo/server/standalone';
import { createGatewayRuntime, type GatewayRuntime } from '@graphql-hive/gateway-runtime';
import http from '@graphql-mesh/transport-http';
import { assertCompositionSuccess, composeServices } from '@theguild/federation-composition';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToDecimal, toCents } from '../money.ts';
import { startStack, type TestStack } from '../../test/helpers.ts';
import { buildSubgraph } from './subgraph.ts';

/**
 * A tiny second subgraph, as the practice-management app's appointments module would be: it references Folio's
 * invoices by key and resolves none itself.
 */
const APPOINTMENTS_SDL = `
  type Query { appointments: [Appointment!]! }
  type Appointment { id: ID! when: String! invoice: Invoice }
  type Invoice @key(fields: "id", resolvable: false) { id: ID! }
`;

interface Appointment {
  id: string;
  when: string;
  invoiceId: string;
}

interface RestInvoice {
  id: number;
  uniqueId: string;
  amount: number;
}

interface AppointmentsAnswer {
  data?: {
    appointments: Array<{ id: string; when: string; invoice: { id: string; uniqueId: string; amount: string } | null }>;
  };
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** The appointments subgraph over loopback HTTP, serving `appointments`. */
async function startAppointments(appointments: Appointment[]) {
  const server = new ApolloServer({
    schema: buildSubgraph(
      APPOINTMENTS_SDL,
      {
        Query: { appointments: () => appointments },
        Appointment: { invoice: (appointment: Appointment) => ({ id: appointment.invoiceId }) },
      },
      { Appointment: async (reference) => appointments.find((a) => a.id === reference.id) ?? null },
    ),
    plugins: [ApolloServerPluginInlineTraceDisabled()],
  });
  const { url } = await startStandaloneServer(server, { listen: { port: 0, host: '127.0.0.1' } });
  return { url, stop: () => server.stop() };
}

describe('Folio composed with another subgraph behind Hive Gateway', () => {
  let stack: TestStack;
  let folio: string;
  let health: string;
  let ours: RestInvoice[];
  let theirs: RestInvoice;
  let appointments: Awaited<ReturnType<typeof startAppointments>>;
  let router: GatewayRuntime;

  const restInvoice = async (id: string, auth: string): Promise<RestInvoice> => {
    const res = await fetch(`${stack.apiUrl}/api/invoice1/specific/${id}`, { headers: { authorization: auth } });
    expect(res.status).toBe(200);
    return (await res.json()) as RestInvoice;
  };
  const firstInvoiceIds = async (auth: string, size: number) => {
    const page = await stack.graphql<{ invoices: { data: Array<{ id: string }> } }>(
      'query($size: Int) { invoices(query: { size: $size, sortField: UNIQUE_ID, sortOrder: ASC }) { data { id } } }',
      { size },
      auth,
    );
    expect(page.errors).toBeUndefined();
    return page.data!.invoices.data.map((invoice) => invoice.id);
  };
  const ask = async (auth: string | undefined, query: string): Promise<AppointmentsAnswer> => {
    const res = await router.fetch('http://router.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
      body: JSON.stringify({ query }),
    });
    return (await res.json()) as AppointmentsAnswer;
  };

  beforeAll(async () => {
    stack = await startStack('pglite');
    folio = await stack.signIn('folio.admin');
    health = await stack.signIn('health.admin');
    ours = await Promise.all((await firstInvoiceIds(folio, 3)).map((id) => restInvoice(id, folio)));
    expect(ours).toHaveLength(3);
    theirs = await restInvoice((await firstInvoiceIds(health, 1))[0]!, health);

    appointments = await startAppointments([
      ...ours.map((invoice, i) => ({
        id: `a${i + 1}`,
        when: `2026-03-0${i + 1}T09:00`,
        invoiceId: String(invoice.id),
      })),
      { id: 'a9', when: '2026-03-09T09:00', invoiceId: String(theirs.id) },
    ]);

    // Each subgraph's SDL as a router's tooling reads it: `_service { sdl }` (Folio's at /subgraph).
    const serviceSdl = async (url: string) => {
      const service = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: folio },
        body: JSON.stringify({ query: '{ _service { sdl } }' }),
      });
      const { data } = (await service.json()) as { data: { _service: { sdl: string } } };
      return parse(data._service.sdl);
    };
    const composed = composeServices([
      { name: 'folio', typeDefs: await serviceSdl(`${stack.url}/subgraph`), url: `${stack.url}/subgraph` },
      { name: 'appointments', typeDefs: await serviceSdl(appointments.url), url: appointments.url },
    ]);
    assertCompositionSuccess(composed);

    router = createGatewayRuntime({
      supergraph: composed.supergraphSdl,
      transports: { http },
      logging: false,
      // The caller's session goes to every subgraph: Folio answers only for the caller's company.
      propagateHeaders: {
        fromClientToSubgraphs: ({ request }) => ({ authorization: request.headers.get('authorization') }),
      },
    });
  });

  afterAll(async () => {
    await router?.dispose();
    await appointments?.stop();
    await stack?.close();
  });

  it("answers appointments with their invoice's number and amount from Folio, as the REST api has them", async () => {
    const answer = await ask(folio, '{ appointments { id when invoice { id uniqueId amount } } }');
    const mine = answer.data!.appointments.filter((appointment) => appointment.id !== 'a9');
    expect(mine).toEqual(
      ours.map((invoice, i) => ({
        id: `a${i + 1}`,
        when: `2026-03-0${i + 1}T09:00`,
        invoice: {
          id: String(invoice.id),
          uniqueId: invoice.uniqueId,
          amount: centsToDecimal(toCents(invoice.amount)!),
        },
      })),
    );
  });

  it("leaks no other company's invoice through the entity resolver", async () => {
    const answer = await ask(folio, '{ appointments { id invoice { id uniqueId amount } } }');
    const foreign = answer.data!.appointments.find((appointment) => appointment.id === 'a9');
    expect(foreign).toEqual({ id: 'a9', invoice: null });
    expect(JSON.stringify(answer)).not.toContain(`"${theirs.id}"`);

    // The other company's user sees its own invoice there, and none of Folio's (invoice numbers repeat per company).
    const theirAnswer = await ask(health, '{ appointments { id invoice { id uniqueId amount } } }');
    expect(theirAnswer.data!.appointments).toEqual([
      { id: 'a1', invoice: null },
      { id: 'a2', invoice: null },
      { id: 'a3', invoice: null },
      {
        id: 'a9',
        invoice: { id: String(theirs.id), uniqueId: theirs.uniqueId, amount: centsToDecimal(toCents(theirs.amount)!) },
      },
    ]);
  });

  it('resolves nothing from Folio without a session', async () => {
    const answer = await ask(undefined, '{ appointments { id invoice { uniqueId } } }');
    expect(answer.data?.appointments.map((appointment) => appointment.invoice)).toEqual([null, null, null, null]);
    expect(JSON.stringify(answer)).not.toMatch(/INV-/);
  });

  it('serves Invoice, Client and Payment as entities keyed by id, and keeps /graphql free of federation fields', async () => {
    const auth = { 'content-type': 'application/json', authorization: folio };
    const invoice = await stack.graphql<{ invoice: { client: { id: string; name: string } } }>(
      'query($id: ID!) { invoice(id: $id) { client { id name } } }',
      { id: String(ours[0]!.id) },
      folio,
    );
    const client = invoice.data!.invoice.client;
    const paid = await stack.graphql<{
      invoices: { data: Array<{ payments: Array<{ id: string; amount: string }> }> };
    }>('{ invoices(query: { size: 100 }) { data { payments { id amount } } } }', undefined, folio);
    const payment = paid.data!.invoices.data.flatMap((row) => row.payments)[0]!;
    expect(payment).toBeDefined();
    const representations = [
      { __typename: 'Invoice', id: String(ours[0]!.id) },
      { __typename: 'Client', id: client.id },
      { __typename: 'Payment', id: payment.id },
      { __typename: 'Invoice', id: String(theirs.id) },
    ];
    const res = await fetch(`${stack.url}/subgraph`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        query: `query($r: [_Any!]!) { _entities(representations: $r) {
          ... on Invoice { uniqueId } ... on Client { id name } ... on Payment { id amount } } }`,
        variables: { r: representations },
      }),
    });
    const { data } = (await res.json()) as { data: { _entities: Array<Record<string, string> | null> } };
    expect(data._entities).toEqual([{ uniqueId: ours[0]!.uniqueId }, client, payment, null]);
    // The other company's user: none of these three is theirs.
    const theirEntities = await fetch(`${stack.url}/subgraph`, {
      method: 'POST',
      headers: { ...auth, authorization: health },
      body: JSON.stringify({
        query: `query($r: [_Any!]!) { _entities(representations: $r) { ... on Invoice { id } ... on Client { id } ... on Payment { id } } }`,
        variables: { r: representations.slice(0, 3) },
      }),
    });
    const theirData = ((await theirEntities.json()) as { data: typeof data }).data;
    expect(theirData._entities).toEqual([null, null, null]);

    const publicSchema = await stack.graphql('{ _service { sdl } }', undefined, folio);
    expect(publicSchema.status).toBe(400);
  });
});
