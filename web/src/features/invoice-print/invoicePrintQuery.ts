import { graphql } from '../../gql';

/** The print view's one query: the company's letterhead and the invoice with its lines and payments. */
export const InvoicePrintQuery = graphql(`
  query InvoicePrint($id: ID!) {
    viewer {
      company {
        id
        name
        address
        phone
        email
        practiceNumber
        taxName
        taxRegistrationNumber
        currencySymbol
        timeZone
      }
    }
    invoice(id: $id) {
      id
      uniqueId
      statusLabel
      invoiced
      due
      description
      practitionerName
      amount
      paid
      amountDue
      client {
        id
        name
        email
      }
      components {
        id
        description
        quantity
        unitCost
        discountPercentage
        amount
        taxRate
        taxAmount
      }
      payments {
        id
        paid
        typeLabel
        description
        amount
      }
    }
  }
`);
