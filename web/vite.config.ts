import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import { graphqlDocuments } from './build/graphqlDocuments';

/** Where `vite dev` and `vite preview` forward GraphQL and file downloads: the gateway. */
const gatewayUrl = process.env['FOLIO_GATEWAY_URL'] ?? 'http://127.0.0.1:4000';
const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: gatewayUrl, changeOrigin: false },
  '/download': { target: gatewayUrl, changeOrigin: false },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative asset URLs, so the gateway can serve dist/ at any path.
  base: './',
  plugins: [graphqlDocuments(fileURLToPath(new URL('src/gql', import.meta.url))), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
});
