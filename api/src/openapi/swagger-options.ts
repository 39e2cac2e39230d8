import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { TSchema } from '@fastify/type-provider-typebox';
import { mergeIdenticalPaths, problemResponsesAsProblemJson } from './document-fixes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For the OpenAPI document only: the fields of a multipart/form-data body, which the route reads
     * as a stream itself (Fastify validates no body schema for it).
     */
    uploadForm?: TSchema;
  }
}

// api/package.json: two levels up from src/openapi as from dist/openapi (the images ship only this one).
const apiPackage = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
  license?: string;
};

/**
 * How @fastify/swagger builds the api's OpenAPI document (GET /api/openapi.json), so that it passes
 * `redocly lint` (redocly.yaml; docs/rest-extensions.md "The OpenAPI document"). Each route names its
 * operation (`schema.operationId`); the rest is fixed here for every route at once.
 */
export const swaggerOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Folio finance REST API',
      version: '1.0.0',
      description: 'Invoices, payments, claims and financial management. Errors are application/problem+json.',
      ...(apiPackage.license ? { license: { name: apiPackage.license, identifier: apiPackage.license } } : {}),
    },
    // Relative: the api that serves the document (every path begins with /api).
    servers: [{ url: '/', description: 'The api that serves this document' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
  },
  // Shared schemas (app.addSchema) keep their $id as their name under components.schemas.
  refResolver: {
    buildLocalReference: (json, _baseUri, _fragment, i) => (json.$id as string | undefined) ?? `def-${i}`,
  },
  transform({ schema, url, route }) {
    let documented = schema;
    // A route registered with and without its last id (the spec's "nothing selected" call) shares one
    // params schema: the shorter path declares only the ids it has.
    const params = schema.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
    if (params?.properties) {
      const inPath = new Set([...url.matchAll(/:(\w+)/g)].map((match) => match[1]));
      if (Object.keys(params.properties).some((name) => !inPath.has(name))) {
        const properties = Object.fromEntries(Object.entries(params.properties).filter(([name]) => inPath.has(name)));
        const required = params.required?.filter((name) => inPath.has(name));
        documented = { ...documented, params: { ...params, properties, required } };
      }
    }
    const form = route.config?.uploadForm;
    if (form) documented = { ...documented, body: form, consumes: ['multipart/form-data'] };
    return { schema: documented, url };
  },
  transformObject({ ...documentObject }) {
    if (!('openapiObject' in documentObject)) throw new Error('The api publishes an OpenAPI document');
    const document = documentObject.openapiObject;
    problemResponsesAsProblemJson(document);
    mergeIdenticalPaths(document);
    return document;
  },
};
