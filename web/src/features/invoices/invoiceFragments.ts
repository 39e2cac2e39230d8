import { graphql } from '../../gql';

/**
 * Everything the invoices screen shows about an invoice. Every query and every mutation result of the screen
 * selects it, so the normalized cache entry `Invoice:<id>` is always complete and each view reads the same,
 * latest values after a mutation (amounts, status, actions).
 */
export const InvoiceFieldsFragment = graphql(`
  fragment InvoiceFields on Invoice {
    id
    uniqueId
    status
    statusLabel
    amount
    paid
    amountDue
    invoiced
    due
    description
    numberOfClaims
    version
    practitionerName
    downloadPath
    client {
      id
      name
      email
    }
    actions {
      canDelete
      canPayInFull
      canCreateClaim
      canAddBillingPlan
      canAddProduct
    }
  }
`);

/** Everything the screen shows about an invoice component (the same rule as InvoiceFields). */
export const InvoiceComponentFieldsFragment = graphql(`
  fragment InvoiceComponentFields on InvoiceComponent {
    id
    invoiceId
    description
    quantity
    unitCost
    discountPercentage
    amount
    paid
    amountDue
    bhfCode
    nappiCode
    modifier
    diagnosisCode1
    diagnosisCode2
    diagnosisCode3
    diagnosisCode4
    diagnosisCode5
    productId
    actions {
      canUpdate
      canDelete
      canPay
    }
  }
`);

/** An invoice with its components, as mutations that change both return it. */
export const InvoiceWithComponentsFragment = graphql(`
  fragment InvoiceWithComponents on Invoice {
    ...InvoiceFields
    components {
      ...InvoiceComponentFields
    }
  }
`);
