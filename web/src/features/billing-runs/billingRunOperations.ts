import { graphql } from '../../gql';

export const BillingRunFieldsFragment = graphql(`
  fragment BillingRunFields on BillingRun {
    id
    periodStart
    periodEnd
    runAt
    createdByName
    invoiceCount
    total
    paid
    skippedCount
  }
`);

export const BillingRunListQuery = graphql(`
  query BillingRunList {
    billingRuns {
      ...BillingRunFields
    }
  }
`);

export const BillingRunInvoicesQuery = graphql(`
  query BillingRunInvoices($id: ID!) {
    billingRun(id: $id) {
      ...BillingRunFields
      invoices {
        id
        uniqueId
        status
        statusLabel
        amount
        paid
        amountDue
        description
        client {
          id
          name
        }
      }
    }
  }
`);

export const BillingRunPreviewQuery = graphql(`
  query BillingRunPreview($periodStart: Date!, $periodEnd: Date!) {
    billingRunPreview(periodStart: $periodStart, periodEnd: $periodEnd) {
      periodStart
      periodEnd
      total
      invoices {
        clientId
        clientName
        planId
        planName
        amount
        lineCount
      }
      skipped {
        clientId
        clientName
        planId
        planName
        reason
      }
    }
  }
`);
