import type { Dispatch } from 'react';
import { CreateClaimView } from '../claims/CreateClaimView';
import { AddBillingPlanView } from './AddBillingPlanView';
import { AddProductView } from './AddProductView';
import { ComponentsView } from './ComponentsView';
import { DeleteComponentView } from './DeleteComponentView';
import { DeleteInvoiceView } from './DeleteInvoiceView';
import { DownloadInvoiceView } from './DownloadInvoiceView';
import { EmailInvoiceView } from './EmailInvoiceView';
import { InvoiceDetailsView } from './InvoiceDetailsView';
import { InvoiceList } from './InvoiceList';
import type { InvoiceListAction, InvoiceListState } from './invoiceListState';
import { InvoiceTab, type InvoiceViewTab } from './invoiceTabs';
import type { LoadedInvoice } from './invoiceTypes';
import { PayComponentView } from '../payments/PayComponentView';
import { PayInvoiceView } from '../payments/PayInvoiceView';
import { SelectedComponent } from './SelectedComponent';
import { SelectedInvoice } from './SelectedInvoice';
import { UpdateComponentView } from './UpdateComponentView';
import { UpdateInvoiceView } from './UpdateInvoiceView';
import { AllowedOnOpen } from '../../shared/NotAllowedView';
import { componentTabAllowed, invoiceTabAllowed, tabText } from './rowActions';
import type { InvoiceTabs } from './useInvoiceTabs';

const COMPONENT_ACTION_TEXT = {
  [InvoiceTab.UpdateComponent]: 'Update',
  [InvoiceTab.DeleteComponent]: 'Delete',
  [InvoiceTab.PayComponent]: 'Pay',
} as const;

interface InvoiceTabViewProps {
  tabs: InvoiceTabs;
  listState: InvoiceListState;
  dispatch: Dispatch<InvoiceListAction>;
}

/** Shows the view of the current tab. Invoice views load their invoice; component views load their component. */
export function InvoiceTabView({ tabs, listState, dispatch }: InvoiceTabViewProps) {
  const { state } = tabs;
  switch (state.tab) {
    case InvoiceTab.List:
      return (
        <InvoiceList
          state={listState}
          dispatch={dispatch}
          practitionerId={tabs.practitionerId}
          onPractitionerChange={(practitionerId) => {
            dispatch({ type: 'page', page: 1 });
            tabs.setPractitioner(practitionerId);
          }}
          onOpen={tabs.open}
        />
      );
    case InvoiceTab.View:
      return (
        <SelectedInvoice id={state.invoiceId} onBack={tabs.toList}>
          {(invoice) => <InvoiceDetailsView invoice={invoice} tabs={tabs} />}
        </SelectedInvoice>
      );
    case InvoiceTab.Components:
      return <ComponentsView invoiceId={state.invoiceId} tabs={tabs} />;
    case InvoiceTab.UpdateComponent:
    case InvoiceTab.DeleteComponent:
    case InvoiceTab.PayComponent: {
      const { tab, invoiceId, componentId } = state;
      const back = () => tabs.toComponents(invoiceId);
      return (
        <SelectedComponent invoiceId={invoiceId} componentId={componentId} onBack={back}>
          {(component, invoice) => (
            <AllowedOnOpen
              allowed={componentTabAllowed(tab, component.actions)}
              what={`${COMPONENT_ACTION_TEXT[tab]} of this line`}
              onBack={back}
              backText="Back to Components"
            >
              {tab === InvoiceTab.UpdateComponent ? (
                <UpdateComponentView component={component} invoice={invoice} onDone={back} />
              ) : tab === InvoiceTab.DeleteComponent ? (
                <DeleteComponentView component={component} invoice={invoice} onDone={back} />
              ) : (
                <PayComponentView component={component} invoice={invoice} onDone={back} />
              )}
            </AllowedOnOpen>
          )}
        </SelectedComponent>
      );
    }
    default: {
      const { tab, invoiceId } = state;
      return (
        <SelectedInvoice id={invoiceId} onBack={tabs.toList} fresh>
          {(invoice) => (
            <AllowedOnOpen
              allowed={invoiceTabAllowed(tab, invoice.actions)}
              what={`${tabText(tab)} for invoice ${invoice.uniqueId}`}
              onBack={tabs.toList}
              backText="Back to Invoices"
            >
              {invoiceView(tab, { invoice, onDone: tabs.toList })}
            </AllowedOnOpen>
          )}
        </SelectedInvoice>
      );
    }
  }
}

/** The view of one invoice for its tab. */
function invoiceView(tab: InvoiceViewTab, props: { invoice: LoadedInvoice; onDone: () => void }) {
  switch (tab) {
    case InvoiceTab.Email:
      return <EmailInvoiceView {...props} />;
    case InvoiceTab.Download:
      return <DownloadInvoiceView {...props} />;
    case InvoiceTab.UpdateStatusDate:
      return <UpdateInvoiceView {...props} />;
    case InvoiceTab.Delete:
      return <DeleteInvoiceView {...props} />;
    case InvoiceTab.PayInFull:
      return <PayInvoiceView {...props} />;
    case InvoiceTab.CreateClaim:
      return <CreateClaimView {...props} />;
    case InvoiceTab.AddBillingPlan:
      return <AddBillingPlanView {...props} />;
    case InvoiceTab.AddProduct:
      return <AddProductView {...props} />;
    default:
      return null;
  }
}
