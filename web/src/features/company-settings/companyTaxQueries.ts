import { graphql } from '../../gql';

/** The company's VAT/GST settings (decision 45). */
export const CompanyTaxQuery = graphql(`
  query CompanyTax {
    viewer {
      company {
        id
        region
        chargesTax
        taxName
        taxRegistrationNumber
        taxRatesChosen
        taxRates {
          rate
          percent
          label
        }
      }
    }
  }
`);

export const SetCompanyTaxMutation = graphql(`
  mutation SetCompanyTax($input: CompanyTaxInput!) {
    setCompanyTax(input: $input) {
      id
      region
      chargesTax
      taxName
      taxRegistrationNumber
      taxRatesChosen
      taxRates {
        rate
        percent
        label
      }
    }
  }
`);
