import { useQuery } from '@apollo/client/react';
import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import { ChoiceForm } from '../../shared/ChoiceForm';
import { ProductChoicesQuery } from './invoiceQueries';
import { InvoiceSummary } from './InvoiceSummary';
import type { InvoiceData } from './invoiceTypes';
import { useAddProduct } from './useAddProduct';

interface AddProductViewProps {
  invoice: InvoiceData;
  onDone: () => void;
}

/** Tab 11: adds a product to the invoice as a new component. Inactive products are not offered. */
export function AddProductView({ invoice, onDone }: AddProductViewProps) {
  const { company } = useViewer();
  const { data, loading, error } = useQuery(ProductChoicesQuery, { fetchPolicy: 'cache-and-network' });
  const { addProduct, adding } = useAddProduct();
  const choices = data?.products
    .filter((product) => product.active)
    .map((product) => ({
      id: product.id,
      label: `${product.code ? `${product.code} ` : ''}${product.name} (${formatMoney(product.unitCost, company.currencySymbol)})`,
    }));
  return (
    <ChoiceForm
      title={`Add a product to invoice ${invoice.uniqueId}`}
      summary={<InvoiceSummary invoice={invoice} />}
      label="Product"
      choices={choices}
      loadingChoices={loading && !data}
      choicesError={error}
      busy={adding}
      onChoose={async (productId) => {
        await addProduct(invoice.id, productId);
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
