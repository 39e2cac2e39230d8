import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { companiesRepository } from '../../companies/companies-repository.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { badRequest, notFound } from '../../shared/problem.ts';
import { isKnownTimeZone } from '../../shared/time.ts';
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
  timeZone: Type.String({
    description: 'IANA time zone its instants are shown and read in: the one it chose, else its region’s default',
  }),
  timeZoneChosen: Type.Boolean({ description: 'False while the company follows its region’s default time zone' }),
});

const CompanyConfigChange = Type.Object(
  {
    timeZone: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()], {
      description: 'An IANA time zone such as America/Vancouver, or null for the region’s default',
    }),
  },
  { additionalProperties: false },
);

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

  app.patch(
    '/api/company/config/:companyId',
    {
      schema: {
        operationId: 'updateCompanyConfig',
        tags: ['companies'],
        summary: 'Changes the caller’s company configuration: its time zone (null for its region’s default)',
        params: CompanyParams,
        body: CompanyConfigChange,
        response: withErrors({ 200: CompanyConfig }),
      },
    },
    async (request) => {
      const { companyId } = request.params;
      const zone = request.body.timeZone?.trim() || null;
      if (zone !== null && !isKnownTimeZone(zone)) {
        throw badRequest(`"${zone}" is not a time zone: use an IANA name such as America/Toronto`, [
          { field: 'timeZone', message: 'is not an IANA time zone' },
        ]);
      }
      return app.db.transaction(async (tx) => {
        const companies = companiesRepository(tx);
        const before = await companies.find(companyId);
        if (!before) throw notFound('Company');
        await companies.setTimeZone(companyId, zone);
        const after = (await companies.find(companyId))!;
        await recordAudit(tx, {
          companyId,
          userId: request.user.id,
          action: 'update',
          entity: 'company',
          entityId: companyId,
          before: { timeZone: before.timeZoneChosen ? before.timeZone : null },
          after: { timeZone: zone },
        });
        return after;
      });
    },
  );
}
