/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** GraphQL endpoint; defaults to /graphql on the page's origin. */
  readonly VITE_GRAPHQL_URL?: string;
  /** Where the footer's Help link goes. */
  readonly VITE_HELP_URL?: string;
  /** Where the footer's Contact Support link goes. */
  readonly VITE_SUPPORT_URL?: string;
}
