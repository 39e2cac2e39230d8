import { graphql } from '../../gql';

/** Tab 1: one page of the company's invoices. */
export const InvoiceListPageQuery = graphql(`
  query InvoiceListPage($query: InvoiceListQuery) {
    invoices(query: $query) {
      data {
        ...InvoiceFields
      }
      totalElements
      page
      size
    }
  }
`);

/** Tab 1 narrowed to one practitioner: the same page of their invoices (`practitionerInvoices`). */
export const PractitionerInvoiceListPageQuery = graphql(`
  query PractitionerInvoiceListPage($practitionerId: ID!, $query: InvoiceListQuery) {
    practitionerInvoices(practitionerId: $practitionerId, query: $query) {
      data {
        ...InvoiceFields
      }
      totalElements
      page
      size
    }
  }
`);

/** The invoice a view works on (tabs 2–11). */
export const SelectedInvoiceQuery = graphql(`
  query SelectedInvoice($id: ID!) {
    invoice(id: $id) {
      ...InvoiceWithComponents
      payments {
        id
        description
        type
        typeLabel
        amount
        paid
        componentId
      }
    }
  }
`);

/** Tabs 6 and 12–14: an invoice's components (spec §7, GET /api/invoicecomponent/{invoiceId}). */
export const InvoiceComponentsQuery = graphql(`
  query InvoiceComponents($invoiceId: ID!) {
    invoice(id: $invoiceId) {
      ...InvoiceFields
    }
    invoiceComponents(invoiceId: $invoiceId) {
      ...InvoiceComponentFields
    }
  }
`);

/**
 * Only the components list of an invoice, to write it into the cache after a mutation changed which components
 * an invoice has (the field `invoiceComponents(invoiceId)` is shared by every query that reads it).
 */
export const InvoiceComponentListQuery = graphql(`
  query InvoiceComponentList($invoiceId: ID!) {
    invoiceComponents(invoiceId: $invoiceId) {
      ...InvoiceComponentFields
    }
  }
`);

/** Tab 10: the billing plans that can be added. */
export const ActiveBillingPlansQuery = graphql(`
  query ActiveBillingPlans {
    billingPlans(kind: ACTIVE) {
      id
      name
      amount
    }
  }
`);

/** Tab 11: the products that can be added. */
export const ProductChoicesQuery = graphql(`
  query ProductChoices {
    products {
      id
      code
      name
      unitCost
      active
    }
  }
`);
