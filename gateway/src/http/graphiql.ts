import { renderGraphiQL } from '@graphql-yoga/render-graphiql';

let page: string | undefined;

/** GraphiQL with all its assets inlined: the page loads nothing from the internet. */
export function graphiqlPage(): string {
  page ??= renderGraphiQL({
    title: 'Folio GraphiQL',
    endpoint: '/graphql',
    defaultQuery: `# Sign in first, then set the header {"Authorization": "Bearer <accessToken>"} below.
mutation SignIn {
  login(username: "health.admin", password: "demo-pass-1") {
    accessToken
    viewer { company { name currencySymbol timeZone } }
  }
}

query Viewer {
  viewer { user { username roles } company { name type region currencySymbol } }
}
`,
    headers: JSON.stringify({ 'Apollo-Require-Preflight': 'true' }),
  });
  return page;
}
