import { graphql } from '../../gql';

/** The client picker's type-ahead: the first matches of a search over the company's active clients. */
export const NewInvoiceClientsQuery = graphql(`
  query NewInvoiceClients($search: String) {
    clients(search: $search, limit: 8) {
      total
      clients {
        id
        name
        email
      }
    }
  }
`);

/** The products and active billing plans a line can come from. */
export const NewInvoiceCatalogQuery = graphql(`
  query NewInvoiceCatalog {
    products {
      id
      code
      name
      unitCost
      bhfCode
      nappiCode
      active
    }
    billingPlans(kind: ACTIVE) {
      id
      name
      items {
        id
        productId
        description
        quantity
        unitCost
        discountPercentage
        bhfCode
        nappiCode
        modifier
      }
    }
  }
`);

export const NewInvoiceCreateMutation = graphql(`
  mutation NewInvoiceCreate($input: CreateInvoiceInput!) {
    createInvoice(input: $input) {
      ...InvoiceFields
    }
  }
`);

/** A free line added to an existing invoice; the result refreshes the line and its invoice in the cache. */
export const NewInvoiceAddLineMutation = graphql(`
  mutation NewInvoiceAddLine($invoiceId: ID!, $input: InvoiceComponentInput!) {
    addInvoiceComponent(invoiceId: $invoiceId, input: $input) {
      component {
        ...InvoiceComponentFields
      }
      invoice {
        ...InvoiceFields
      }
    }
  }
`);
