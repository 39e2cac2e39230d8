import './catalog.css';
import { BoxIcon, DocumentIcon, RepeatIcon } from '@blueprintjs/icons';
import { paths } from '../../app/paths';
import { NavButton } from '../../shared/NavButton';

/**
 * Products and billing plans live beside the invoices they make lines for (the spec's finance bar is fixed):
 * this strip links the three pages to one another. docs/decisions.md says why.
 */
export function CatalogLinks() {
  return (
    <nav className="folio-catalog-links" aria-label="Invoices, products and billing plans">
      <NavButton to={paths.invoices} text="Invoices" icon={<DocumentIcon />} />
      <NavButton to={paths.products} text="Products" icon={<BoxIcon />} />
      <NavButton to={paths.billingPlans} text="Billing plans" icon={<RepeatIcon />} />
    </nav>
  );
}
