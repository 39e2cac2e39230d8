import { createHash } from 'node:crypto';
import { Router } from 'express';
import * as yoga from '@graphql-yoga/render-graphiql/graphiql';
import { graphiqlSecurityHeaders } from './security-headers.ts';

/**
 * GraphiQL's default query holds placeholders, never a password: production installs may serve this page too,
 * and they have no demo logins (docs/operations.md, "Sign-in, sessions and the first administrator"); a published password shown there would only invite
 * trying it on every install.
 */
const DEFAULT_QUERY = `# Sign in first: replace the placeholders with your login (the demo logins of a development
# install are in the README), then set the header {"Authorization": "Bearer <accessToken>"} below.
mutation SignIn {
  login(username: "<username>", password: "<password>") {
    accessToken
    viewer { company { name currencySymbol timeZone } }
  }
}

query Viewer {
  viewer { user { username roles } company { name type region currencySymbol } }
}

# Ends every session of the signed-in user.
mutation SignOut {
  logout
}
`;

const OPTIONS = {
  title: 'Folio GraphiQL',
  endpoint: '/graphql',
  defaultQuery: DEFAULT_QUERY,
  headers: JSON.stringify({ 'Apollo-Require-Preflight': 'true' }),
};

interface Asset {
  path: string;
  type: string;
  body: Buffer;
}

/** A file named by its content, so that browsers may keep it for a year. */
function asset(name: string, extension: string, type: string, content: string | Buffer): Asset {
  const body = typeof content === 'string' ? Buffer.from(content) : content;
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
  return { path: `/graphiql/assets/${name}.${hash}.${extension}`, type, body };
}

/**
 * @graphql-yoga/render-graphiql inlines its whole bundle (9 MB of script, styles and editor workers) into one page,
 * which a Content-Security-Policy could only allow with 'unsafe-inline' or a hash of megabytes, and which browsers
 * download again at every visit. Here the same parts are files: the page is a few hundred bytes, the policy
 * allows scripts and workers from this server only, and the files are cached. Nothing comes from the internet.
 */
function buildAssets(): { page: string; files: Asset[] } {
  const js = (name: string, source: string) => asset(name, 'js', 'text/javascript', source);
  const workers = {
    editorWorkerService: js('editor.worker', yoga.editorWorkerService),
    json: js('json.worker', yoga.jsonWorker),
    graphql: js('graphql.worker', yoga.graphqlWorker),
  };
  const workerUrls = Object.fromEntries(Object.entries(workers).map(([label, file]) => [label, file.path]));
  // What render-graphiql's inline script does, with the workers as files and the options read from the page.
  const script = js(
    'graphiql',
    `self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_id, label) => (${JSON.stringify(workerUrls)})[label] };\n` +
      `${yoga.js};\n` +
      `YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), ` +
      `JSON.parse(document.getElementById('graphiql-options').textContent));\n`,
  );
  const styles = asset('graphiql', 'css', 'text/css', yoga.css);
  const icon = asset('favicon', 'ico', 'image/x-icon', Buffer.from(yoga.favicon.replace(/^data:[^,]*,/, ''), 'base64'));
  // A JSON data block is not run, so the policy needs no allowance for it; `</` and `<!` cannot end it early.
  const options = JSON.stringify(OPTIONS).replace(/<(?=[/!])/g, '\\u003c');
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${OPTIONS.title}</title>
    <link rel="icon" href="${icon.path}" />
    <link rel="stylesheet" href="${styles.path}" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run GraphiQL.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${options}</script>
    <script src="${script.path}"></script>
  </body>
</html>
`;
  return { page, files: [...Object.values(workers), script, styles, icon] };
}

let built: { page: string; files: Asset[] } | undefined;

/** GET /graphiql and its files under /graphiql/assets/, with GraphiQL's own Content-Security-Policy. */
export function graphiqlRoutes(): Router {
  const router = Router();
  router.use('/graphiql', graphiqlSecurityHeaders());
  router.get('/graphiql', (_req, res) => {
    built ??= buildAssets();
    res.type('html').set('Cache-Control', 'no-cache').send(built.page);
  });
  router.get('/graphiql/assets/:file', (req, res, next) => {
    built ??= buildAssets();
    const file = built.files.find((candidate) => candidate.path === req.path);
    if (!file) return next();
    res.type(file.type).set('Cache-Control', 'public, max-age=31536000, immutable').send(file.body);
  });
  return router;
}
