import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { clientsRepository, type ClientRow } from '../../clients/clients-repository.ts';
import { CLIENT_MAX_LENGTHS, createClient, setClientActive, updateClient } from '../../clients/clients-service.ts';
import { fromCents } from '../../shared/money.ts';
import { notFound } from '../../shared/problem.ts';
import { Nullable } from '../../shared/schema-helpers.ts';
import { CompanyParams, IdParams, withErrors } from '../../shared/schemas.ts';
import clientStatementRoutes from './statement.ts';

const Text = (field: keyof typeof CLIENT_MAX_LENGTHS, description: string) =>
  Type.Optional(Nullable(Type.String({ maxLength: CLIENT_MAX_LENGTHS[field], description })));

const ClientInputBody = Type.Object({
  firstName: Type.String({ maxLength: CLIENT_MAX_LENGTHS.firstName, description: 'Given name; not blank' }),
  lastName: Type.String({ maxLength: CLIENT_MAX_LENGTHS.lastName, description: 'Family name; not blank' }),
  email: Text('email', 'Where invoices and reminders go; blank: none'),
  phone: Text('phone', 'Phone number'),
  idNumber: Text('idNumber', 'Identity or passport number'),
  dateOfBirth: Text('dateOfBirth', 'YYYY-MM-DD, from 1900-01-01 to today'),
  medicalAidName: Text('medicalAidName', 'Medical aid (health insurer); health practices'),
  medicalAidPlan: Text('medicalAidPlan', 'Plan or option of the medical aid'),
  medicalAidNumber: Text('medicalAidNumber', 'Membership number at the medical aid'),
  dependantCode: Text('dependantCode', 'Dependant code on the membership'),
  address: Text('address', 'Postal address'),
});

const ClientBody = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    name: Type.String({ description: 'First and last name' }),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    idNumber: Nullable(Type.String()),
    dateOfBirth: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
    medicalAidName: Nullable(Type.String()),
    medicalAidPlan: Nullable(Type.String()),
    medicalAidNumber: Nullable(Type.String()),
    dependantCode: Nullable(Type.String()),
    address: Nullable(Type.String()),
    active: Type.Boolean({ description: 'False when archived: left out of the list unless includeArchived' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Client' },
);

const ClientPageBody = Type.Object({
  total: Type.Integer({ description: 'Clients matching the search and filter' }),
  offset: Type.Integer(),
  limit: Type.Integer(),
  clients: Type.Array(ClientBody),
});

const ClientSummaryBody = Type.Object(
  {
    invoiceCount: Type.Integer({ description: 'Invoices that are not archived (status ≠ C)' }),
    invoiced: Type.Number({ description: 'Their total amount' }),
    paid: Type.Number({ description: 'What was paid on them' }),
    owed: Type.Number({ description: 'What they still owe (amount − paid, per invoice)' }),
  },
  { $id: 'ClientSummary' },
);

const toClientBody = (c: ClientRow) => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  name: `${c.firstName} ${c.lastName}`.trim(),
  email: c.email,
  phone: c.phone,
  idNumber: c.idNumber,
  dateOfBirth: c.dateOfBirth,
  medicalAidName: c.medicalAidName,
  medicalAidPlan: c.medicalAidPlan,
  medicalAidNumber: c.medicalAidNumber,
  dependantCode: c.dependantCode,
  address: c.address,
  active: c.active,
  createdAt: new Date(c.createdAt).toISOString(),
});

/** Clients, the spec's "affiliates" (their invoices: GET /api/invoice1/{companyId}/affiliate/{id}). */
export default async function clientRoutes(app: App) {
  await app.register(clientStatementRoutes);
  const body = async (id: number, companyId: number) => {
    const client = await clientsRepository(app.db).find(id, companyId);
    if (!client) throw notFound('Client');
    return toClientBody(client);
  };
  const tags = ['clients'];

  app.get(
    '/api/client1/specific/:id',
    {
      schema: {
        operationId: 'getClient',
        tags,
        summary: 'One client (archived ones too)',
        params: IdParams,
        response: withErrors({ 200: ClientBody }),
      },
    },
    async (request) => body(request.params.id, request.user.companyId),
  );
  app.get(
    '/api/client1/summary/:id',
    {
      schema: {
        operationId: 'getClientSummary',
        tags,
        summary: 'A client’s invoice count, total invoiced, paid and owed (archived invoices left out)',
        params: IdParams,
        response: withErrors({ 200: ClientSummaryBody }),
      },
    },
    async (request) => {
      const { companyId } = request.user;
      const clients = clientsRepository(app.db);
      if (!(await clients.find(request.params.id, companyId))) throw notFound('Client');
      const s = await clients.summary(request.params.id, companyId);
      return {
        invoiceCount: s.invoiceCount,
        invoiced: fromCents(s.invoicedCents),
        paid: fromCents(s.paidCents),
        owed: fromCents(s.owedCents),
      };
    },
  );
  app.get(
    '/api/client1/:companyId',
    {
      schema: {
        operationId: 'listClients',
        tags,
        summary: 'A page of the company’s clients by last and first name, searched and filtered',
        params: CompanyParams,
        querystring: Type.Object({
          search: Type.Optional(
            Type.String({
              maxLength: 200,
              description: 'Text the name, email, id number or medical aid number contains (case-insensitive)',
            }),
          ),
          includeArchived: Type.Optional(Type.Boolean({ default: false, description: 'Archived clients too' })),
          offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
        }),
        response: withErrors({ 200: ClientPageBody }),
      },
    },
    async (request) => {
      const { search, includeArchived, offset, limit } = request.query;
      const page = await clientsRepository(app.db).list(request.params.companyId, {
        search,
        includeArchived,
        offset,
        limit,
      });
      return { total: page.total, offset, limit, clients: page.clients.map(toClientBody) };
    },
  );
  app.post(
    '/api/client1/:companyId',
    {
      schema: {
        operationId: 'createClient',
        tags,
        summary: 'Creates a client (active)',
        params: CompanyParams,
        body: ClientInputBody,
        response: withErrors({ 201: ClientBody }),
      },
    },
    async (request, reply) => {
      const id = await createClient(app.db, request.user, request.body);
      return reply.status(201).send(await body(id, request.user.companyId));
    },
  );
  app.put(
    '/api/client1/:id',
    {
      schema: {
        operationId: 'updateClient',
        tags,
        summary: 'Replaces a client’s details (not whether it is archived)',
        params: IdParams,
        body: ClientInputBody,
        response: withErrors({ 200: ClientBody }),
      },
    },
    async (request) => {
      await updateClient(app.db, request.user, request.params.id, request.body);
      return body(request.params.id, request.user.companyId);
    },
  );
  app.put(
    '/api/client1/active/:id',
    {
      schema: {
        operationId: 'setClientActive',
        tags,
        summary: 'Archives (active false) or restores (active true) a client; its invoices stay',
        params: IdParams,
        body: Type.Object({ active: Type.Boolean() }),
        response: withErrors({ 200: ClientBody }),
      },
    },
    async (request) => {
      await setClientActive(app.db, request.user, request.params.id, request.body.active);
      return body(request.params.id, request.user.companyId);
    },
  );
}
