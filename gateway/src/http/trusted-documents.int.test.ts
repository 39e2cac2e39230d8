import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../../test/helpers.ts';
import { FmAccountRulesDocument, FmReviewImportDocument } from '../../../web/src/gql/graphql.ts';
import { trustedDocumentHashes } from '../../../web/build/trusted-documents-hash.ts';

/** The web's own documents, as web/build/trusted-documents.ts lists them (two of them are enough here). */
const WEB_OPERATIONS = [FmAccountRulesDocument, FmReviewImportDocument];

describe('TRUSTED_DOCUMENTS=on: only the web app’s operations run', () => {
  let webDist: string;
  let gateway: TestGateway;
  let closed: TestGateway;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'folio-trusted-'));
    const sha256 = trustedDocumentHashes(WEB_OPERATIONS, addTypenameToDocument);
    await writeFile(path.join(webDist, 'trusted-documents.json'), JSON.stringify({ operations: 2, sha256 }));
    gateway = await startGateway({ trustedDocuments: true, webDist, introspection: true });
    closed = await startGateway({ trustedDocuments: true, webDist, introspection: false });
  });
  afterAll(async () => {
    await gateway?.close();
    await closed?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const refused = { errors: [{ extensions: { code: 'UNTRUSTED_DOCUMENT' } }] };

  it('runs a web operation as Apollo Client sends it (with __typename), as the uploads send it, and reformatted', async () => {
    const asSent = print(addTypenameToDocument(FmAccountRulesDocument));
    for (const query of [asSent, print(FmAccountRulesDocument), asSent.replace(/\n\s*/g, ' ')]) {
      const res = await gateway.graphql({ query });
      // past the check: the operation runs and calls the api (which this gateway cannot reach)
      expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    }
  });

  it('refuses any other operation, even a valid one, before it runs (400, UNTRUSTED_DOCUMENT)', async () => {
    const res = await gateway.graphql({ query: '{ viewer { user { username } } }' });
    expect(res).toMatchObject({ status: 400, ...refused });
    expect(await gateway.graphql({ query: 'mutation { logout }' })).toMatchObject(refused);
    expect(await gateway.graphql({ query: '{ viewer' })).toMatchObject(refused);
  });

  it('refuses an untrusted query sent by GET too', async () => {
    const res = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent('{ viewer { user { id } } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(refused);
  });

  it('leaves introspection to INTROSPECTION', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect(await gateway.graphql({ query })).toMatchObject({ data: { __schema: { queryType: { name: 'Query' } } } });
    expect(await closed.graphql({ query })).toMatchObject(refused);
  });

  it('does not start without the build’s list', async () => {
    await expect(startGateway({ trustedDocuments: true, webDist: path.join(webDist, 'missing') })).rejects.toThrow(
      /TRUSTED_DOCUMENTS is on but .*trusted-documents\.json cannot be read/,
    );
  });
});
