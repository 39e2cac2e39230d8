import type { InvoiceComponentFieldsFragment, InvoiceFieldsFragment, SelectedInvoiceQuery } from '../../gql/graphql';

/** An invoice as the views read it (the InvoiceFields fragment, unmasked). */
export type InvoiceData = InvoiceFieldsFragment;

/** An invoice component as the views read it. */
export type ComponentData = InvoiceComponentFieldsFragment;

export type PaymentData = NonNullable<SelectedInvoiceQuery['invoice']>['payments'][number];

/** The invoice of tabs 2–11, with its components and payments. */
export interface LoadedInvoice extends InvoiceData {
  components: ComponentData[];
  payments: PaymentData[];
}
