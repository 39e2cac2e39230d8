import { graphql } from '../../gql';

export const UnpaidRunFieldsFragment = graphql(`
  fragment UnpaidRunFields on UnpaidRun {
    id
    olderThanDays
    runAt
    finishedAt
    status
    invoiceCount
    totalDue
    emailsSent
    emailsFailed
    emailsWithoutAddress
    emailsPending
  }
`);

export const UnpaidRunListQuery = graphql(`
  query UnpaidRunList {
    unpaidRuns {
      ...UnpaidRunFields
    }
  }
`);

export const UnpaidRunDetailQuery = graphql(`
  query UnpaidRunDetail($id: ID!) {
    unpaidRun(id: $id) {
      ...UnpaidRunFields
      invoices {
        due
        email
        emailStatus
        emailError
        invoice {
          id
          uniqueId
          status
          statusLabel
          invoiced
          client {
            id
            name
          }
        }
      }
    }
  }
`);

export const UnpaidRunPreviewQuery = graphql(`
  query UnpaidRunPreview($olderThanDays: Int!) {
    unpaidRunPreview(olderThanDays: $olderThanDays) {
      olderThanDays
      invoicedBefore
      invoiceCount
      totalDue
      invoices {
        id
        uniqueId
        statusLabel
        invoiced
        amountDue
        client {
          id
          name
          email
        }
      }
    }
  }
`);
