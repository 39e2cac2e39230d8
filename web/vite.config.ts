import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions, type Rolldown } from 'vite';
import { graphqlDocuments } from './build/graphqlDocuments';

/** Where `vite dev` and `vite preview` forward GraphQL and file downloads: the gateway. */
const gatewayUrl = process.env['FOLIO_GATEWAY_URL'] ?? 'http://127.0.0.1:4000';
const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: gatewayUrl, changeOrigin: false },
  '/download': { target: gatewayUrl, changeOrigin: false },
};

/**
 * Fewer, larger chunks (docs/performance.md, "The invoices page on a phone"): left alone, the build made about 100
 * files, 30 of them under 1 kB, and the signed-in invoices page fetched 63 of them over a phone's six connections at
 * a 562 ms round trip. Groups, the highest priority first:
 * - `vendor` and `common`: what the entry (the sign-in page) needs, libraries and the app's own code (`$initial`).
 * - `dates`: the date picker (Blueprint's datetime, react-day-picker, date-fns) with the app's DateField; the
 *   invoices page's filters use it, the sign-in page does not. Not its dependencies (src/shared/dates, Blueprint's
 *   core): those stay where the other groups put them.
 * - `signed-in`: the rest of the libraries every signed-in page shares (Blueprint's menus, popovers, icon
 *   components, …) with the app's shared code and the signed-in shell (menus, heading). Left out: the libraries only
 *   some pages use (the table, the select) and Blueprint's icon path files, which it loads on demand.
 * - `invoices`: the invoices page and its views, the page a user lands on.
 * Every other page stays a chunk of its own.
 */
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const DATE_PICKER =
  /[\\/](?:node_modules[\\/](?:@blueprintjs[\\/]datetime|date-fns[\w-]*|react-day-picker)[\\/]|web[\\/]src[\\/]shared[\\/]DateField)/;
const PAGE_LIBRARIES = /[\\/]node_modules[\\/]@blueprintjs[\\/](?:table|select)[\\/]/;
const ICON_PATHS =
  /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]\w+[\\/](?:generated[\\/]\d+px|allPaths|iconLoader|paths-loaders|\w*PathsLoader)/;
const APP_SHARED = /[\\/]web[\\/]src[\\/](?:shared|app|gql|features[\\/](?:session|layout))[\\/]/;
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'vendor', priority: 50, tags: ['$initial'], test: NODE_MODULES },
  { name: 'common', priority: 40, tags: ['$initial'], test: /[\\/]web[\\/]src[\\/]/ },
  { name: 'dates', priority: 30, test: DATE_PICKER, includeDependenciesRecursively: false },
  {
    name: 'signed-in',
    priority: 20,
    test: (id) => APP_SHARED.test(id) || (NODE_MODULES.test(id) && !PAGE_LIBRARIES.test(id) && !ICON_PATHS.test(id)),
  },
  { name: 'invoices', priority: 10, test: /[\\/]web[\\/]src[\\/]features[\\/]invoices[\\/]/ },
];

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
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
});
