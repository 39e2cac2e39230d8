import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../test/helpers.ts';
import { session, type Session } from '../../test/sessions.ts';

/** A JSON Schema as the OpenAPI document carries it (what the test reads of it). */
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}

interface Operation {
  /** `x-error-field`: the route's own name of a parameter the document names otherwise (openapi/document-fixes.ts). */
  parameters?: Array<{ in: string; name: string; schema?: Schema; 'x-error-field'?: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

type Paths = Record<string, Record<string, Operation>>;

const NUL = '\u0000';
const WRITE_METHODS = ['post', 'put', 'patch'];

/** Values a valid request holds, by property name; other strings get plain text. */
const SAMPLE_TEXT: Record<string, string> = {
  processed: '2026-06-01',
  startDate: '2026-06-01',
  endDate: '2026-06-30',
  periodStart: '2026-06-01',
  periodEnd: '2026-06-30',
  invoiced: '2026-06-01 10:00',
  paid: '2026-06-01 10:00',
  due: '2026-07-01',
  to: 'someone@example.test',
  username: 'health.admin',
  password: 'demo-pass-1',
  code: 'T-1',
  diagnosisCode1: 'J06.9',
  submissionMethod: 'E',
  status: 'I',
};

/** Ids of the caller's own rows, for the path and for id properties of bodies. */
type Ids = Record<string, number | string>;

async function companyIds(api: TestApi, who: Session): Promise<Ids> {
  const one = async (sql: string) => {
    const { rows } = await api.db.query<{ v: number | string }>(sql, [who.companyId]);
    if (rows.length === 0) throw new Error(`no row for ${sql}`);
    return rows[0]!.v;
  };
  const invoiceId = await one(
    `select i.id as v from invoices i where i.company_id = $1
       and exists (select 1 from invoice_components c where c.invoice_id = i.id) order by i.id limit 1`,
  );
  return {
    companyId: who.companyId,
    userId: who.userId,
    invoiceId,
    componentId: await one(
      `select c.id as v from invoice_components c join invoices i on i.id = c.invoice_id
        where i.company_id = $1 order by c.id limit 1`,
    ),
    clientId: await one('select id as v from clients where company_id = $1 order by id limit 1'),
    practitionerId: who.userId,
    productId: await one('select id as v from products where company_id = $1 order by id limit 1'),
    billingPlanId: await one('select id as v from billing_plans where company_id = $1 order by id limit 1'),
    appointmentId: await one('select id as v from appointments where company_id = $1 order by id limit 1'),
    claimId: await one('select id as v from claims where company_id = $1 order by id limit 1'),
    accountId: await one('select id as v from financial_accounts where company_id = $1 order by id limit 1'),
    transactionId: await one('select id as v from financial_transactions where company_id = $1 order by id limit 1'),
    financialAccountCode: await one(
      `select code as v from financial_accounts where company_id = $1 and type = 'E' order by code limit 1`,
    ),
  };
}

/** The row an `{id}` segment names, from the path's first segment. */
const ID_OF: Record<string, string> = {
  invoice1: 'invoiceId',
  invoicecomponent: 'componentId',
  product1: 'productId',
  billingplan: 'billingPlanId',
  claim: 'claimId',
  financialaccount: 'accountId',
  financialtransaction: 'transactionId',
  payment1: 'invoiceId',
  user: 'userId',
};

function fillPath(path: string, ids: Ids): string {
  const resource = path.split('/')[2] ?? '';
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'id') return String(ids[ID_OF[resource] ?? ''] ?? 1);
    if (name === 'email') return 'someone@example.test';
    if (name === 'method') return 'E';
    return String(ids[name] ?? 1);
  });
}

/** A value of the schema's shape, as a valid request would send it. */
function sample(schema: Schema, name: string, ids: Ids): unknown {
  if (schema.anyOf) return sample(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]!, name, ids);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property, key, ids)]),
      );
    case 'array':
      return schema.items ? [sample(schema.items, name, ids)] : [];
    case 'string':
      if (schema.pattern?.startsWith('^-?\\d')) return '12.50';
      if (name in ids) return String(ids[name]);
      return SAMPLE_TEXT[name] ?? 'Plain text';
    case 'integer':
      return typeof ids[name] === 'number' ? ids[name] : 1;
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** The path (`items.0.description`) of every string in a sampled body. */
function stringPaths(value: unknown, at: string[] = []): string[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...at, String(i)]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  }
  return [];
}

function withText(body: unknown, path: string[], text: (was: string) => string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  node[last] = text(node[last] as string);
  return copy;
}

interface Refusal {
  status: number;
  type: string | undefined;
  fields: string[];
}

function refusalOf(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }): Refusal {
  const body = res.json() as { errors?: Array<{ field: string }> };
  return {
    status: res.statusCode,
    type: res.headers['content-type'] as string | undefined,
    fields: (body.errors ?? []).map((e) => e.field),
  };
}

describe.each(databaseKinds())('text that cannot be stored is refused at the edge (%s)', (kind) => {
  let api: TestApi;
  let who: Session;
  let ids: Ids;
  let paths: Paths;

  beforeAll(async () => {
    api = await startTestApi(kind);
    who = await session(api, 'health.admin');
    ids = await companyIds(api, who);
    paths = (await api.app.inject({ url: '/api/openapi.json' })).json<{ paths: Paths }>().paths;
  });
  afterAll(() => api.close());

  it('a NUL character in any string of any write route’s JSON body is a 400 naming the field', async () => {
    const tried: string[] = [];
    const answers: Array<{ route: string; field: string; refusal: Refusal }> = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!WRITE_METHODS.includes(method) || !schema) continue;
        const body = sample(schema, '', ids);
        const fields = stringPaths(body);
        if (fields.length === 0) continue;
        tried.push(`${method.toUpperCase()} ${path}`);
        for (const field of fields) {
          const res = await api.app.inject({
            method: method.toUpperCase() as 'POST',
            url: fillPath(path, ids),
            headers: { authorization: who.authorization },
            payload: withText(body, field, (was) => `${was.slice(0, 1)}${NUL}${was.slice(1)}`) as object,
          });
          answers.push({
            route: `${method.toUpperCase()} ${path}`,
            field: ['body', ...field].join('.'),
            refusal: refusalOf(res),
          });
        }
      }
    }
    // Every write route with a JSON body of strings was tried (22 when this test was written).
    expect(tried.length).toBeGreaterThanOrEqual(20);
    expect(tried).toContain('POST /api/payment1/{companyId}/invoice/{invoiceId}');
    for (const { route, field, refusal } of answers) {
      expect(refusal, `${route} ${field}`).toEqual({
        status: 400,
        type: 'application/problem+json; charset=utf-8',
        fields: [field],
      });
    }
  });

  it('an unpaired surrogate in a JSON body is a 400 naming the field; a paired one (an emoji) is text', async () => {
    const post = (payload: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/product1/${who.companyId}`,
        headers: { authorization: who.authorization, 'content-type': 'application/json' },
        payload,
      });
    const lone = await post('{"name":"Tea \\ud83c","unitCost":"2.50","description":"\\udc00 at the start"}');
    expect(refusalOf(lone)).toMatchObject({ status: 400, fields: ['body.name', 'body.description'] });
    expect(lone.json<{ detail: string }>().detail).toMatch(/body\.name must not contain an unpaired UTF-16 surrogate/);
    const paired = await post('{"name":"Tea \\ud83c\\udf75","unitCost":"2.50"}');
    expect(paired.statusCode).toBe(201);
    expect(paired.json<{ name: string }>().name).toBe('Tea 🍵');
  });

  it('a NUL character in a property name or in the login body is refused too', async () => {
    const key = await api.app.inject({
      method: 'POST',
      url: `/api/product1/${who.companyId}`,
      headers: { authorization: who.authorization, 'content-type': 'application/json' },
      payload: '{"name":"Tea","unitCost":"2.50","x\\u0000":1}',
    });
    expect(refusalOf(key)).toMatchObject({ status: 400, fields: ['body'] });
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: `health.admin${NUL}`, password: 'demo-pass-1' },
    });
    expect(refusalOf(login)).toMatchObject({ status: 400, fields: ['body.username'] });
  });

  it('a NUL character in any string query parameter of a read route is a 400 naming it', async () => {
    const tried: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      const operation = operations.get;
      const parameters = (operation?.parameters ?? []).filter((p) => p.in === 'query' && p.schema?.type === 'string');
      for (const parameter of parameters) {
        tried.push(`${path}?${parameter.name}`);
        const res = await api.app.inject({
          url: `${fillPath(path, ids)}?${parameter.name}=a%00b`,
          headers: { authorization: who.authorization },
        });
        expect(refusalOf(res), `${path}?${parameter.name}`).toEqual({
          status: 400,
          type: 'application/problem+json; charset=utf-8',
          fields: [`querystring.${parameter.name}`],
        });
      }
    }
    expect(tried).toContain('/api/invoice1/all/lazyloading/{companyId}?search');
  });

  it('a NUL character in any path parameter of a read route is a 400 naming it', async () => {
    const tried: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const parameter of (operations.get?.parameters ?? []).filter((p) => p.in === 'path')) {
        tried.push(`${path} ${parameter.name}`);
        const url = fillPath(path.replace(`{${parameter.name}}`, '1%00'), ids);
        const res = await api.app.inject({ url, headers: { authorization: who.authorization } });
        expect(refusalOf(res), `${path} ${parameter.name}`).toEqual({
          status: 400,
          type: 'application/problem+json; charset=utf-8',
          fields: [parameter['x-error-field'] ?? `params.${parameter.name}`],
        });
      }
    }
    expect(tried).toContain('/api/product1/{companyId}/{query} query');
  });

  it('a number written with an exponent in a JSON body is a 400 naming the field', async () => {
    const cases: Array<[string, string, string]> = [
      [`/api/product1/${who.companyId}`, '{"name":"Tea","unitCost":1e1}', 'body.unitCost'],
      [`/api/unpaidrun/${who.companyId}`, '{"days":3E1}', 'body.days'],
      [
        `/api/billingplan/${who.companyId}`,
        '{"name":"Plan 1e1","items":[{"description":"1e1","unitCost":"1"},{"quantity":2.5e-1,"unitCost":1}]}',
        'body.items.1.quantity',
      ],
    ];
    for (const [url, payload, field] of cases) {
      const res = await api.app.inject({
        method: 'POST',
        url,
        headers: { authorization: who.authorization, 'content-type': 'application/json' },
        payload,
      });
      expect(refusalOf(res), payload).toEqual({
        status: 400,
        type: 'application/problem+json; charset=utf-8',
        fields: [field],
      });
      expect(res.json<{ detail: string }>().detail).toContain('not with an exponent');
    }
  });
});
