import { graphql } from '../../gql';

/** Everything the claims screen shows about a claim; every claim query and mutation selects it. */
export const ClaimFieldsFragment = graphql(`
  fragment ClaimFields on Claim {
    id
    uniqueId
    invoiceId
    invoiceUniqueId
    clientName
    medicalAidName
    medicalAidNumber
    practitionerId
    practitionerName
    submissionMethod
    submissionMethodLabel
    status
    statusLabel
    amount
    benefit
    clearingReference
    notes
    createdAt
    updatedAt
    actions {
      canUpdate
      canDelete
      canSubmit
      canCheckBenefits
      canReverse
    }
  }
`);

/** A claim with its invoice lines, codes and history (the detail view and every claim action's answer). */
export const ClaimDetailFieldsFragment = graphql(`
  fragment ClaimDetailFields on Claim {
    ...ClaimFields
    practiceNumber
    medicalAidPlan
    dependantCode
    invoice {
      id
      numberOfClaims
      status
      actions {
        canDelete
        canCreateClaim
      }
    }
    lines {
      id
      description
      quantity
      amount
      bhfCode
      nappiCode
      modifier
      diagnosisCode1
      diagnosisCode2
      diagnosisCode3
      diagnosisCode4
      diagnosisCode5
    }
    events {
      id
      status
      action
      message
      createdByName
      createdAt
    }
  }
`);

export const ClaimListQuery = graphql(`
  query ClaimList($practitionerId: ID, $invoiceId: ID) {
    claims(practitionerId: $practitionerId, invoiceId: $invoiceId) {
      ...ClaimFields
    }
    clearingHouse {
      name
      sandbox
    }
  }
`);

export const ClaimDetailQuery = graphql(`
  query ClaimDetail($id: ID!) {
    claim(id: $id) {
      ...ClaimDetailFields
    }
    clearingHouse {
      name
      sandbox
    }
  }
`);
