import { CompanyTaxCard } from './CompanyTaxCard';
import { CompanyTimeZoneCard } from './CompanyTimeZoneCard';

/** The company configuration on the User Module page: its time zone and its VAT/GST. */
export function CompanySettings() {
  return (
    <>
      <CompanyTimeZoneCard />
      <CompanyTaxCard />
    </>
  );
}
