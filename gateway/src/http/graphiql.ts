import { renderGraphiQL } from '@graphql-yoga/render-graphiql';

let page: string | undefined;

/**
 * GraphiQL with all its assets inlined: the page loads nothing from the internet. Its default query holds
 * placeholders, never a password: every install serves this page, production ones too, which have no demo logins
 * (docs/operations-auth.md); a published password shown there would only invite trying it on every install.
 */
export function graphiqlPage(): string {
  page ??= renderGraphiQL({
    title: 'Folio GraphiQL',
    endpoint: '/graphql',
    defaultQuery: `# Sign in first: replace the placeholders with your login (the demo logins of a development
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
`,
    headers: JSON.stringify({ 'Apollo-Require-Preflight': 'true' }),
  });
  return page;
}
