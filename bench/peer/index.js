// The peer packages' functions that the bench's TypeScript calls (bench/src/peer/peer-packages.ts, importPeer).
export { loadOpenAPISubgraph } from '@omnigraph/openapi';
