import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { openapiDocument } from './document.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const apiPackage = JSON.parse(readFileSync(path.join(repoRoot, 'api/package.json'), 'utf8')) as { license?: string };

/** Beyond .redocly.lint-ignore.yaml: the document names the licence of api/package.json, once it has one. */
const ACCEPTED_WARNINGS = new Set(apiPackage.license ? [] : ['info-license #/info']);

type Operation = OpenAPIV3_1.OperationObject;

function operations(document: OpenAPIV3_1.Document): [string, Operation][] {
  return Object.entries(document.paths ?? {}).flatMap(([url, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map(([method, operation]) => [`${method.toUpperCase()} ${url}`, operation as Operation] as [string, Operation]),
  );
}

describe('the OpenAPI document', () => {
  let document: OpenAPIV3_1.Document;
  beforeAll(async () => {
    document = await openapiDocument();
  });

  it('passes redocly lint (redocly.yaml: the recommended rules) with no problem but those ignored on purpose', async () => {
    const config = await loadConfig({ configPath: path.join(repoRoot, 'redocly.yaml') });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: path.join(repoRoot, 'dist/openapi.json'),
      config,
    });
    const found = problems
      .filter((p) => !p.ignored && !ACCEPTED_WARNINGS.has(`${p.ruleId} ${p.location[0]?.pointer ?? ''}`))
      .map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(found).toEqual([]);
    // The ignore file holds only what the document still has: the spec's ambiguous paths and the health check.
    expect(new Set(problems.filter((p) => p.ignored).map((p) => p.ruleId))).toEqual(
      new Set(['no-ambiguous-paths', 'operation-4xx-response']),
    );
  });

  it('names every operation once, in camelCase', () => {
    const ids = operations(document).map(([, operation]) => operation.operationId);
    expect(ids.filter((id) => !id || !/^[a-z][A-Za-z0-9]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(['listAllInvoices', 'getInvoice', 'importOfx', 'listBookingBillingPlans']),
    );
  });

  it('answers errors as application/problem+json with the Problem schema, a PDF download too', () => {
    const download = document.paths?.['/api/invoice1/download/{id}']?.get;
    expect(Object.keys((download?.responses?.['200'] as OpenAPIV3_1.ResponseObject).content ?? {})).toEqual([
      'application/pdf',
    ]);
    for (const [name, operation] of operations(document)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) < 400) continue;
        expect({ name, status, content: (response as OpenAPIV3_1.ResponseObject).content }).toEqual({
          name,
          status,
          content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
        });
      }
    }
  });

  it('describes the statement uploads as multipart forms with the file', () => {
    // Every POST under /import/ takes a file, except the bank profiles and a review kept on the server (its store).
    const uploads = operations(document).filter(
      ([name]) => /^POST .*\/import\/(?!profile)/.test(name) && !name.endsWith('/{reviewId}/store'),
    );
    expect(uploads.map(([name]) => name)).toContain('POST /api/financialtransaction/import/review/{companyId}');
    expect(uploads).toHaveLength(7);
    for (const [, operation] of uploads) {
      const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject;
      const form = body.content['multipart/form-data']?.schema as OpenAPIV3_1.SchemaObject;
      expect(form.required).toContain('file');
      expect(form.properties?.file).toMatchObject({ type: 'string', contentMediaType: 'application/octet-stream' });
    }
  });

  it('names the main rows as components, which the gateway’s REST types use', () => {
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['Problem', 'Invoice', 'InvoiceComponent', 'Payment', 'Claim', 'StatementRow']),
    );
    const list = document.paths?.['/api/invoice1/active/{companyId}']?.get?.responses?.['200'];
    expect((list as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Invoice' },
    });
  });

  it('merges a list and an item on the same path into one, its parameter named for both', () => {
    const claim = document.paths?.['/api/claim/{id}'];
    expect(Object.keys(claim ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(claim?.get?.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', 'x-error-field': 'params.companyId' }),
    ]);
    expect(document.paths).not.toHaveProperty(['/api/claim/{companyId}']);
  });
});
