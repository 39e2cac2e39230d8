import './catalog.css';
import { useQuery } from '@apollo/client/react';
import { Callout, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { useDeferredValue, useState } from 'react';
import { getFragmentData } from '../../gql';
import type { CatalogBillingPlanFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../shared/errorMessage';
import { formatMoney } from '../../shared/money';
import { PageHeader } from '../../shared/PageHeader';
import { TablePager } from '../../shared/TablePager';
import { useViewer } from '../session/useViewer';
import { ActiveTag } from './ActiveTag';
import { CatalogRowActions } from './CatalogRowActions';
import { CatalogLinks } from './CatalogLinks';
import {
  CatalogBillingPlanFieldsFragment as PlanFields,
  CatalogBillingPlansQuery,
  CatalogProductFieldsFragment as ProductFields,
  CatalogProductsQuery,
} from './catalogQueries';
import { CatalogToolbar } from './CatalogToolbar';
import { DeleteCatalogItem } from './DeleteCatalogItem';
import { frequencyLabel } from './messages';
import { PAGE_SIZE_OPTIONS } from './paging';
import { NEW_PLAN, planInput, planValues } from './planForm';
import { PlanForm } from './PlanForm';
import { useClientPaging } from './useClientPaging';
import { usePlanMutations } from './useCatalogMutations';
import { scrollRegion } from '../../shared/scrollRegion';

type Plan = CatalogBillingPlanFieldsFragment;
type View = { kind: 'list' } | { kind: 'new' } | { kind: 'edit' | 'delete'; plan: Plan };

/** #/commonFinancialBillingPlans: the company's billing plans with their items: create, edit, (de)activate, delete. */
export function BillingPlansPage() {
  const { company, configuration } = useViewer();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [view, setView] = useState<View>({ kind: 'list' });
  const { data, loading, error } = useQuery(CatalogBillingPlansQuery, {
    variables: { search: deferredSearch || null },
    fetchPolicy: 'cache-and-network',
  });
  const editing = view.kind === 'new' || view.kind === 'edit';
  const productsResult = useQuery(CatalogProductsQuery, { variables: { search: null }, skip: !editing });
  const products = (productsResult.data?.products ?? [])
    .map((p) => getFragmentData(ProductFields, p))
    .filter((p) => p.active);
  const plans = (data?.billingPlans ?? []).map((p) => getFragmentData(PlanFields, p));
  const paging = useClientPaging(plans, configuration.rowsPerPage);
  const { createPlan, updatePlan, deletePlan } = usePlanMutations();
  const toList = () => setView({ kind: 'list' });

  return (
    <>
      <PageHeader
        title="Billing plans"
        description="Sets of items billed together: by billing runs to the clients on a plan, once per period, or added to an invoice by hand. A plan in use cannot be deleted: set it inactive instead."
      />
      <CatalogLinks />
      {view.kind === 'new' || view.kind === 'edit' ? (
        <>
          {productsResult.error ? (
            <Callout intent={Intent.WARNING}>
              {`The products could not be loaded: ${errorMessage(productsResult.error)}`}
            </Callout>
          ) : null}
          <PlanForm
            key={view.kind === 'edit' ? view.plan.id : 'new'}
            title={view.kind === 'edit' ? `Edit billing plan ${view.plan.name}` : 'New billing plan'}
            initial={view.kind === 'edit' ? planValues(view.plan) : NEW_PLAN}
            products={products}
            isHealth={company.isHealth}
            currencySymbol={company.currencySymbol}
            onSave={(values) =>
              view.kind === 'edit' ? updatePlan(view.plan.id, planInput(values)) : createPlan(planInput(values))
            }
            onDone={toList}
          />
        </>
      ) : view.kind === 'delete' ? (
        <DeleteCatalogItem
          noun="billing plan"
          name={view.plan.name}
          onDelete={() => deletePlan(view.plan.id)}
          onDone={toList}
        />
      ) : (
        <section aria-label="Billing plans">
          <CatalogToolbar
            search={search}
            onSearch={(value) => {
              setSearch(value);
              paging.reset();
            }}
            placeholder="Plan name"
            newText="New billing plan"
            onNew={() => setView({ kind: 'new' })}
          />
          {error ? <Callout intent={Intent.DANGER}>{errorMessage(error)}</Callout> : null}
          <div {...scrollRegion('Billing plans')}>
            <HTMLTable striped compact className="folio-catalog-table" data-testid="plans-table">
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Frequency</th>
                  <th>Items</th>
                  <th className="folio-catalog-number">Amount</th>
                  <th>Status</th>
                  <th>
                    <span className="bp6-text-muted">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {plans.length === 0 ? (
                  <tr>
                    <td colSpan={6}>
                      {loading ? (
                        <Spinner size={16} aria-label="Loading the billing plans" />
                      ) : (
                        'No billing plans found.'
                      )}
                    </td>
                  </tr>
                ) : (
                  paging.visible.map((plan) => (
                    <tr key={plan.id} data-testid="plan-row">
                      <td>
                        <strong>{plan.name}</strong>
                        {plan.description ? <div className="bp6-text-muted">{plan.description}</div> : null}
                        {plan.bookings ? <div className="bp6-text-muted">Offered when booking</div> : null}
                      </td>
                      <td>{frequencyLabel(plan.frequency)}</td>
                      <td>{plan.items.map((item) => item.description).join(', ')}</td>
                      <td className="folio-catalog-number">{formatMoney(plan.amount, company.currencySymbol)}</td>
                      <td>
                        <ActiveTag active={plan.active} />
                      </td>
                      <td>
                        <CatalogRowActions
                          name={plan.name}
                          active={plan.active}
                          onToggleActive={() =>
                            void updatePlan(plan.id, planInput({ ...planValues(plan), active: !plan.active }))
                          }
                          onEdit={() => setView({ kind: 'edit', plan })}
                          onDelete={() => setView({ kind: 'delete', plan })}
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
            total={plans.length}
            onPageChange={paging.setPage}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            onPageSizeChange={paging.setPageSize}
            noun="billing plans"
          />
        </section>
      )}
    </>
  );
}
