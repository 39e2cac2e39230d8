import type { OpenAPIV3_1 } from 'openapi-types';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

const refuse = () => Promise.reject(new Error('The OpenAPI document is built without a database'));

/** No database: building the routes reads none, and nothing here answers a request. */
const noDatabase: Database = {
  kind: 'pglite',
  query: refuse,
  transaction: refuse,
  exec: refuse,
  close: async () => {},
};

/**
 * The api's OpenAPI document, as GET /api/openapi.json serves it, built without a database or a port
 * (scripts/openapi.ts, the REST types' codegen and the lint test).
 */
export async function openapiDocument(): Promise<OpenAPIV3_1.Document> {
  const config = loadConfig({ jwtSecret: new Uint8Array(32), dataDir: '/nonexistent', logLevel: 'silent' });
  const app = await buildApp({ config, db: noDatabase, logger: false, startJobs: false });
  try {
    await app.ready();
    return structuredClone(app.swagger()) as OpenAPIV3_1.Document;
  } finally {
    await app.close();
  }
}
