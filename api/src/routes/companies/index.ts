import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { companiesRepository } from '../../companies/companies-repository.ts';
import { notFound } from '../../shared/problem.ts';
import { CompanyParams, withErrors } from '../../shared/schemas.ts';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

const CompanyConfig = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.Union([Type.Literal('H'), Type.Literal('B')], { description: 'H is a health practice' }),
  region: Type.String({ description: 'ISO country code: decides currency and time zone' }),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  address: Nullable(Type.String()),
  practiceNumber: Nullable(Type.String()),
  vatNumber: Nullable(Type.String()),
});

export default async function companyRoutes(app: App) {
  app.get(
    '/api/company/config/:companyId',
    {
      schema: {
        operationId: 'getCompanyConfig',
        tags: ['companies'],
        summary: 'The caller’s company configuration (type, region, name …)',
        params: CompanyParams,
        response: withErrors({ 200: CompanyConfig }),
      },
    },
    async (request) => {
      const company = await companiesRepository(app.db).find(request.params.companyId);
      if (!company) throw notFound('Company');
      return company;
    },
  );
}
