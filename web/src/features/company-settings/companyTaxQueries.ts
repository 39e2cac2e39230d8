import { graphql } from '../../gql';

/** What the tax card shows of the company, read and answered alike. */
export const CompanyTaxFields = graphql(`
  fragment CompanyTaxFields on Company {
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
`);

/** The company's VAT/GST settings (decision 45). */
export const CompanyTaxQuery = graphql(`
  query CompanyTax {
    viewer {
      company {
        ...CompanyTaxFields
      }
    }
  }
`);

export const SetCompanyTaxMutation = graphql(`
  mutation SetCompanyTax($input: CompanyTaxInput!) {
    setCompanyTax(input: $input) {
      ...CompanyTaxFields
    }
  }
`);
