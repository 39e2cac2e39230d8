import './catalog.css';
import { BoxIcon, DocumentIcon, PeopleIcon, RepeatIcon } from '@blueprintjs/icons';
import { paths } from '../../app/paths';
import { NavButton } from '../../shared/NavButton';

/**
 * Clients, products and billing plans live beside the invoices they bill and make lines for (the spec's finance
 * bar is fixed): this strip links the four pages to one another. docs/decisions.md says why.
 */
export function CatalogLinks() {
  return (
    <nav className="folio-catalog-links" aria-label="Invoices, clients, products and billing plans">
      <NavButton to={paths.invoices} text="Invoices" icon={<DocumentIcon />} />
      <NavButton to={paths.clients} text="Clients" icon={<PeopleIcon />} />
      <NavButton to={paths.products} text="Products" icon={<BoxIcon />} />
      <NavButton to={paths.billingPlans} text="Billing plans" icon={<RepeatIcon />} />
    </nav>
  );
}
