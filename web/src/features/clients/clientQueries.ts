import { graphql } from '../../gql';

export const ClientFieldsFragment = graphql(`
  fragment ClientFields on ClientRecord {
    id
    firstName
    lastName
    name
    email
    phone
    idNumber
    dateOfBirth
    medicalAidName
    medicalAidPlan
    medicalAidNumber
    dependantCode
    address
    active
  }
`);

export const ClientsListQuery = graphql(`
  query ClientsList($search: String, $includeArchived: Boolean, $offset: Int, $limit: Int) {
    clients(search: $search, includeArchived: $includeArchived, offset: $offset, limit: $limit) {
      total
      offset
      limit
      clients {
        ...ClientFields
      }
    }
  }
`);

export const ClientDetailsQuery = graphql(`
  query ClientDetails($id: ID!) {
    client(id: $id) {
      ...ClientFields
      summary {
        invoiceCount
        invoiced
        paid
        owed
      }
      credit
      balance
      invoices {
        id
        uniqueId
        statusLabel
        invoiced
        due
        amount
        paid
        amountDue
      }
      payments {
        kind
        receiptId
        paymentId
        paid
        type
        typeLabel
        description
        amount
        allocations {
          paymentId
          invoiceId
          invoiceUniqueId
          componentDescription
          amount
        }
        creditKept
        reversed
      }
    }
  }
`);

export const CreateClientMutation = graphql(`
  mutation CreateClient($input: ClientInput!) {
    createClient(input: $input) {
      ...ClientFields
    }
  }
`);

export const UpdateClientMutation = graphql(`
  mutation UpdateClient($id: ID!, $input: ClientInput!) {
    updateClient(id: $id, input: $input) {
      ...ClientFields
    }
  }
`);

export const SetClientActiveMutation = graphql(`
  mutation SetClientActive($id: ID!, $active: Boolean!) {
    setClientActive(id: $id, active: $active) {
      ...ClientFields
    }
  }
`);
