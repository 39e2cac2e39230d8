import type { CompanyResolvers } from '../__generated__/resolvers-types.ts';
import { currencySymbol } from '../region.ts';

export const Company: CompanyResolvers = {
  currencySymbol: (company) => currencySymbol(company.region),
  isHealth: (company) => company.type === 'H',
};
