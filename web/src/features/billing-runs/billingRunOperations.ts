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
    complete
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
        billedFor
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

/** What a finished billing run did. */
export const BillingRunOutcomeFieldsFragment = graphql(`
  fragment BillingRunOutcomeFields on BillingRunResult {
    run {
      ...BillingRunFields
    }
    invoices {
      clientId
      clientName
      planId
      planName
      billedFor
      amount
    }
    skipped {
      clientId
      clientName
      planName
      reason
    }
    total
  }
`);

/** A billing run working in the background, and once it is done, what it did or why it failed. */
export const BillingRunJobFieldsFragment = graphql(`
  fragment BillingRunJobFields on BillingRunJob {
    id
    periodStart
    periodEnd
    status
    done
    total
    finishedAt
    error {
      code
      message
    }
    outcome {
      ...BillingRunOutcomeFields
    }
  }
`);

export const BillingRunJobQuery = graphql(`
  query BillingRunJob($id: ID!) {
    billingRunJob(id: $id) {
      ...BillingRunJobFields
    }
  }
`);
