/**
 * What the peer's schema calls things, and the two links that let it nest components in invoices.
 *
 * GraphQL Mesh names fields and types after the operationIds of our OpenAPI document, and every
 * response is a union of the 200 body and `Problem` (the error bodies).
 * The page of invoices and the components of an invoice are separate operations; the document has
 * no OpenAPI links between them, so the compose config adds two fields with `@resolveTo`:
 * - `components`: `GET /api/invoicecomponent/{invoiceId}` once per invoice (1 + 100 calls a page);
 * - `componentsBatched`: `GET /api/invoicecomponent/batch?invoiceIds=1,2,…` once for the page's
 *   invoices (`keysArg` collects the ids, `valueKeyField` groups the flat answer by `invoiceId`;
 *   the source's `queryStringOptions.arrayFormat = 'comma'` writes the id list as our api reads it).
 */

/** The subgraph's name in the supergraph (`sourceName` of `@resolveTo`). */
export const PEER_SUBGRAPH = 'Folio';

/**
 * The page of invoices: `GET /api/invoice1/all/lazyloading/{companyId}`. Rows named in the document's
 * components (Invoice, InvoiceComponent) keep their names; the other types are named after operations.
 */
const PAGE_FIELD = 'listInvoicePage';
const PAGE_TYPE = 'listInvoicePage_200_response';
const INVOICE_ROW_TYPE = 'Invoice';
/** The components of one invoice: `GET /api/invoicecomponent/{id}` (the document's name of `invoiceId`). */
const COMPONENTS_FIELD = 'listInvoiceComponents';
const COMPONENTS_RESPONSE = 'listInvoiceComponents_response';
const COMPONENT_TYPE = 'InvoiceComponent';
/** The components of several invoices: `GET /api/invoicecomponent/batch?invoiceIds=…`. */
const BATCH_FIELD = 'listComponentsOfInvoices';
const BATCH_RESPONSE = 'listComponentsOfInvoices_response';
const BATCH_COMPONENT_TYPE = 'InvoiceComponent';

export type ComponentLink = 'components' | 'componentsBatched';

/** additionalTypeDefs of the compose config. */
export const COMPONENT_LINKS = /* GraphQL */ `
  extend type ${INVOICE_ROW_TYPE} {
    components: [${COMPONENTS_RESPONSE}]
      @resolveTo(
        sourceName: "${PEER_SUBGRAPH}"
        sourceTypeName: "Query"
        sourceFieldName: "${COMPONENTS_FIELD}"
        requiredSelectionSet: "{ id }"
        sourceArgs: { id: "{root.id}" }
      )
    componentsBatched: [${BATCH_RESPONSE}]
      @resolveTo(
        sourceName: "${PEER_SUBGRAPH}"
        sourceTypeName: "Query"
        sourceFieldName: "${BATCH_FIELD}"
        requiredSelectionSet: "{ id }"
        keyField: "id"
        keysArg: "invoiceIds"
        valueKeyField: "invoiceId"
      )
  }
`;

/**
 * The peer's form of 1b's query: the same page (100 invoices) and the same component fields.
 * `amountDue` is not in the REST row (our gateway computes it), so the peer's rows have one field less.
 */
export function peerPageQuery(link: ComponentLink): string {
  const componentType = link === 'components' ? COMPONENT_TYPE : BATCH_COMPONENT_TYPE;
  return (
    `query Page($companyId: PositiveInt!) { ${PAGE_FIELD}(companyId: $companyId, page: 1, size: 100) { ` +
    `... on ${PAGE_TYPE} { data { id uniqueId amount paid ${link} { ... on ${componentType} { id amount description } } } ` +
    `totalElements } ... on Problem { status detail } } }`
  );
}

/** The page out of a peer answer, or why it is not one (an error body, a missing field). */
export function pageFromPeerAnswer(
  answer: unknown,
  link: ComponentLink,
): { invoices: number; components: number } | { problem: string } {
  const page = (answer as { data?: Record<string, unknown> } | null)?.data?.[PAGE_FIELD] as
    { data?: Record<string, unknown>[]; status?: number; detail?: string } | undefined;
  if (!page) return { problem: `no ${PAGE_FIELD} in ${JSON.stringify(answer).slice(0, 300)}` };
  if (!page.data) return { problem: `the api answered ${page.status ?? '?'}: ${page.detail ?? JSON.stringify(page)}` };
  let components = 0;
  for (const row of page.data) {
    const list = row[link];
    if (!Array.isArray(list)) return { problem: `invoice ${String(row.id)} has no ${link} list` };
    components += list.length;
  }
  return { invoices: page.data.length, components };
}
