import { useQuery } from '@apollo/client/react';
import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import { ChoiceForm } from '../../shared/ChoiceForm';
import { ActiveBillingPlansQuery } from './invoiceQueries';
import { InvoiceSummary } from './InvoiceSummary';
import type { InvoiceData } from './invoiceTypes';
import { useAddBillingPlan } from './useAddBillingPlan';

interface AddBillingPlanViewProps {
  invoice: InvoiceData;
  onDone: () => void;
}

/** Tab 10: adds the items of an active billing plan to the invoice. */
export function AddBillingPlanView({ invoice, onDone }: AddBillingPlanViewProps) {
  const { company } = useViewer();
  const { data, loading, error } = useQuery(ActiveBillingPlansQuery, { fetchPolicy: 'cache-and-network' });
  const { addBillingPlan, adding } = useAddBillingPlan();
  const choices = data?.billingPlans.map((plan) => ({
    id: plan.id,
    label: `${plan.name} (${formatMoney(plan.amount, company.currencySymbol)})`,
  }));
  return (
    <ChoiceForm
      title={`Add a billing plan to invoice ${invoice.uniqueId}`}
      summary={<InvoiceSummary invoice={invoice} />}
      label="Billing plan"
      choices={choices}
      loadingChoices={loading && !data}
      choicesError={error}
      busy={adding}
      onChoose={async (billingPlanId) => {
        await addBillingPlan(invoice.id, billingPlanId);
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
