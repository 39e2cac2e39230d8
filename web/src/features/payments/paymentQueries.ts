import { graphql } from '../../gql';

export const PaymentFieldsFragment = graphql(`
  fragment PaymentFields on Payment {
    id
    invoiceId
    invoiceUniqueId
    componentId
    componentDescription
    clientName
    description
    type
    typeLabel
    amount
    paid
    createdAt
    receiptId
    fromCredit
  }
`);

export const PaymentListPageQuery = graphql(`
  query PaymentListPage($query: PaymentListQuery) {
    payments(query: $query) {
      data {
        ...PaymentFields
      }
      totalRecords
      page
      size
    }
  }
`);

export const PractitionerPaymentListPageQuery = graphql(`
  query PractitionerPaymentListPage($practitionerId: ID!, $query: PaymentListQuery) {
    practitionerPayments(practitionerId: $practitionerId, query: $query) {
      data {
        ...PaymentFields
      }
      totalRecords
      page
      size
    }
  }
`);

export const PaymentDetailQuery = graphql(`
  query PaymentDetail($id: ID!) {
    payment(id: $id) {
      ...PaymentFields
      clientEmail
    }
  }
`);
