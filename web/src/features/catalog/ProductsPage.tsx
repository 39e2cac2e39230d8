import './catalog.css';
import { useQuery } from '@apollo/client/react';
import { Callout, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { useDeferredValue, useState } from 'react';
import { getFragmentData } from '../../gql';
import type { CatalogProductFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../shared/errorMessage';
import { formatMoney } from '../../shared/money';
import { PageHeader } from '../../shared/PageHeader';
import { TablePager } from '../../shared/TablePager';
import { useViewer } from '../session/useViewer';
import { ActiveTag } from './ActiveTag';
import { CatalogRowActions } from './CatalogRowActions';
import { CatalogLinks } from './CatalogLinks';
import { CatalogProductFieldsFragment as ProductFields, CatalogProductsQuery } from './catalogQueries';
import { CatalogToolbar } from './CatalogToolbar';
import { DeleteCatalogItem } from './DeleteCatalogItem';
import { PAGE_SIZE_OPTIONS } from './paging';
import { NEW_PRODUCT, productInput, productValues } from './productForm';
import { ProductForm } from './ProductForm';
import { useClientPaging } from './useClientPaging';
import { useProductMutations } from './useCatalogMutations';
import { scrollRegion } from '../../shared/scrollRegion';

type Product = CatalogProductFieldsFragment;
type View = { kind: 'list' } | { kind: 'new' } | { kind: 'edit' | 'delete'; product: Product };

/** #/commonFinancialProducts: the company's products, searched and paged, with create, edit and delete. */
export function ProductsPage() {
  const { company, configuration } = useViewer();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [view, setView] = useState<View>({ kind: 'list' });
  const { data, loading, error } = useQuery(CatalogProductsQuery, {
    variables: { search: deferredSearch || null },
    fetchPolicy: 'cache-and-network',
  });
  const products = (data?.products ?? []).map((p) => getFragmentData(ProductFields, p));
  const paging = useClientPaging(products, configuration.rowsPerPage);
  const { createProduct, updateProduct, deleteProduct } = useProductMutations();
  const toList = () => setView({ kind: 'list' });

  return (
    <>
      <PageHeader
        title="Products"
        description="The products and services your company bills: their names, codes and prices. Invoices and billing plans take their lines from them."
      />
      <CatalogLinks />
      {view.kind === 'new' ? (
        <ProductForm
          title="New product"
          initial={NEW_PRODUCT}
          isHealth={company.isHealth}
          currencySymbol={company.currencySymbol}
          onSave={(values) => createProduct(productInput(values, company.isHealth))}
          onDone={toList}
        />
      ) : view.kind === 'edit' ? (
        <ProductForm
          title={`Edit product ${view.product.name}`}
          initial={productValues(view.product)}
          isHealth={company.isHealth}
          currencySymbol={company.currencySymbol}
          onSave={(values) => updateProduct(view.product.id, productInput(values, company.isHealth, view.product))}
          onDone={toList}
        />
      ) : view.kind === 'delete' ? (
        <DeleteCatalogItem
          noun="product"
          name={view.product.name}
          onDelete={() => deleteProduct(view.product.id)}
          onDone={toList}
        />
      ) : (
        <section aria-label="Products">
          <CatalogToolbar
            search={search}
            onSearch={(value) => {
              setSearch(value);
              paging.reset();
            }}
            placeholder="Name or code"
            newText="New product"
            onNew={() => setView({ kind: 'new' })}
          />
          {error ? <Callout intent={Intent.DANGER}>{errorMessage(error)}</Callout> : null}
          <div {...scrollRegion('Products')}>
            <HTMLTable striped compact className="folio-catalog-table" data-testid="products-table">
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Code</th>
                  <th className="folio-catalog-number">Unit cost</th>
                  {company.isHealth ? <th>NAPPI / BHF</th> : null}
                  <th>Status</th>
                  <th>
                    <span className="bp6-text-muted">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {products.length === 0 ? (
                  <tr>
                    <td colSpan={company.isHealth ? 6 : 5}>
                      {loading ? <Spinner size={16} aria-label="Loading the products" /> : 'No products found.'}
                    </td>
                  </tr>
                ) : (
                  paging.visible.map((product) => (
                    <tr key={product.id} data-testid="product-row">
                      <td>
                        <strong>{product.name}</strong>
                        {product.description ? <div className="bp6-text-muted">{product.description}</div> : null}
                      </td>
                      <td>{product.code ?? ''}</td>
                      <td className="folio-catalog-number">{formatMoney(product.unitCost, company.currencySymbol)}</td>
                      {company.isHealth ? (
                        <td>{[product.nappiCode, product.bhfCode].filter(Boolean).join(' / ')}</td>
                      ) : null}
                      <td>
                        <ActiveTag active={product.active} />
                      </td>
                      <td>
                        <CatalogRowActions
                          name={product.name}
                          active={product.active}
                          onToggleActive={() => {
                            const values = { ...productValues(product), active: !product.active };
                            void updateProduct(product.id, productInput(values, company.isHealth, product));
                          }}
                          onEdit={() => setView({ kind: 'edit', product })}
                          onDelete={() => setView({ kind: 'delete', product })}
                        />
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </HTMLTable>
          </div>
          <TablePager
            page={paging.page}
            pageSize={paging.pageSize}
            total={products.length}
            onPageChange={paging.setPage}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            onPageSizeChange={paging.setPageSize}
            noun="products"
          />
        </section>
      )}
    </>
  );
}
