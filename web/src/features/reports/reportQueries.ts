import { graphql } from '../../gql';

export const ReportsAgedReceivablesQuery = graphql(`
  query ReportsAgedReceivables($asOf: Date!) {
    agedReceivables(asOf: $asOf) {
      asOf
      currencySymbol
      downloadPath
      clients {
        clientId
        name
        amounts {
          ...ReportsAgedAmounts
        }
      }
      totals {
        ...ReportsAgedAmounts
      }
    }
  }
`);

export const ReportsAgedAmountsFragment = graphql(`
  fragment ReportsAgedAmounts on AgedAmounts {
    current
    days1To30
    days31To60
    days61To90
    days91To120
    over120
    total
    invoices
  }
`);

export const ReportsProfitAndLossQuery = graphql(`
  query ReportsProfitAndLoss($start: Date!, $end: Date!) {
    profitAndLoss(start: $start, end: $end) {
      start
      end
      currencySymbol
      downloadPath
      months
      accounts {
        code
        name
        kind
        amounts
        total
      }
      monthTotals {
        month
        income
        expenses
        netProfit
      }
      totals {
        income
        expenses
        netProfit
      }
    }
  }
`);

export const ReportsPaymentsByTypeQuery = graphql(`
  query ReportsPaymentsByType($start: Date!, $end: Date!) {
    paymentsByType(start: $start, end: $end) {
      start
      end
      currencySymbol
      downloadPath
      months {
        month
        total
        types {
          type
          amount
        }
      }
      types {
        type
        label
        amount
        count
      }
      total
    }
  }
`);
