/**
 * The peer's compose config, run by `mesh-compose -c bench/src/peer/mesh.config.ts -o <supergraph>`
 * (see compose.ts): GraphQL Mesh's OpenAPI source over our api's OpenAPI document, plus the links
 * of links.ts. FOLIO_PEER_OPENAPI names the document (a file: the api's document after
 * mergeStringEnumUnions). The endpoint stays `{env.FOLIO_PEER_API_URL}` in the supergraph and is
 * read by the gateway at run time, so one supergraph serves both the api and the counting proxy.
 */
import { COMPONENT_LINKS, PEER_SUBGRAPH } from './links.ts';
import { importPeer } from './peer-packages.ts';

/** The part of @omnigraph/openapi used here (the package is installed on demand: peer-packages.ts). */
interface OpenApiSource {
  loadOpenAPISubgraph: (name: string, options: Record<string, unknown>) => unknown;
}

const source = process.env.FOLIO_PEER_OPENAPI;
if (!source) throw new Error('FOLIO_PEER_OPENAPI must name the OpenAPI document');
const { loadOpenAPISubgraph } = await importPeer<OpenApiSource>();

// Compose CLI's `defineConfig` only types this object; the CLI reads the `composeConfig` export.
export const composeConfig = {
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph(PEER_SUBGRAPH, {
        source,
        endpoint: '{env.FOLIO_PEER_API_URL}',
        // Every call carries the caller's bearer token, as our gateway forwards it.
        operationHeaders: { Authorization: '{context.headers.authorization}' },
        // Array arguments as `invoiceIds=1,2,3`, the form of our batch endpoint.
        queryStringOptions: { arrayFormat: 'comma' },
      }),
    },
  ],
  additionalTypeDefs: COMPONENT_LINKS,
};
