import { graphql } from '../../gql';

/** Whether the company charges VAT/GST, and what its region calls it: the VAT/GST tab opens only for those that do. */
export const ReportsTaxSettingsQuery = graphql(`
  query ReportsTaxSettings {
    viewer {
      company {
        id
        chargesTax
        taxName
      }
    }
  }
`);

export const ReportsTaxReportQuery = graphql(`
  query ReportsTaxReport($start: Date!, $end: Date!) {
    taxReport(start: $start, end: $end) {
      start
      end
      taxName
      registrationNumber
      currencySymbol
      rates {
        rate
        percent
        label
        lines
        invoices
        gross
        net
        tax
      }
      outputGross
      outputNet
      outputTax
      inputTax
      inputAccount
      netPayable
      downloadPath
    }
  }
`);
