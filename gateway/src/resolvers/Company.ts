import type { CompanyResolvers } from '../__generated__/resolvers-types.ts';
import { currencySymbol, timeZone } from '../region.ts';

export const Company: CompanyResolvers = {
  currencySymbol: (company) => currencySymbol(company.region),
  timeZone: (company) => timeZone(company.region),
  isHealth: (company) => company.type === 'H',
};
