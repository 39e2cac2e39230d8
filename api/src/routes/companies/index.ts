import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { companiesRepository, type CompanyRow, type TaxChange } from '../../companies/companies-repository.ts';
import { ensureInputTaxAccount } from '../../tax/tax-settings.ts';
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
  chargesTax: Type.Boolean({
    description:
      'True when the company charges VAT/GST: its new and edited lines record tax, its invoices show it, and the ' +
      'VAT/GST report is open to it. False by default',
  }),
  taxName: Type.String({
    description: 'What the region calls the tax: VAT (ZA, UK), GST/HST (CA), GST (IN), else Tax',
  }),
  taxRates: Type.Array(
    Type.Object({
      rate: Type.Integer({ description: 'Basis points: 1500 is 15 %' }),
      label: Type.String({ description: 'e.g. Standard, Reduced, Zero-rated' }),
    }),
    { description: 'The rates a line may record, the first being the rate of a new line' },
  ),
  taxRatesChosen: Type.Boolean({ description: 'False while the company uses its region’s default rates' }),
});

const TaxRates = Type.Array(Type.Integer({ minimum: 0, maximum: 10_000 }), {
  minItems: 1,
  maxItems: 10,
  description: 'Rates in basis points (1500 = 15 %), the first being the rate of a new line; null: the region’s',
});

const CompanyConfigChange = Type.Object(
  {
    timeZone: Type.Optional(
      Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()], {
        description: 'An IANA time zone such as America/Vancouver, or null for the region’s default',
      }),
    ),
    chargesTax: Type.Optional(Type.Boolean({ description: 'Whether the company charges VAT/GST' })),
    vatNumber: Type.Optional(
      Type.Union([Type.String({ maxLength: 40 }), Type.Null()], {
        description: 'The VAT/GST registration number (blank or null: none)',
      }),
    ),
    // Null first: with type coercion, null would otherwise become [0] through the array branch.
    taxRates: Type.Optional(Type.Union([Type.Null(), TaxRates])),
  },
  { additionalProperties: false },
);

/** The REST answer: the company with its tax settings flattened (the registration number is `vatNumber`). */
function companyConfig(company: CompanyRow) {
  const { tax, ...rest } = company;
  return {
    ...rest,
    chargesTax: tax.chargesTax,
    taxName: tax.taxName,
    taxRates: tax.rates.map((r) => ({ rate: r.rateBp, label: r.label })),
    taxRatesChosen: tax.ratesChosen,
  };
}

/** The tax part of a PATCH body, checked: distinct rates; a company charging tax needs at least one rate. */
function readTaxChange(body: { chargesTax?: boolean; vatNumber?: string | null; taxRates?: number[] | null }) {
  const change: TaxChange = {};
  if (body.chargesTax !== undefined) change.chargesTax = body.chargesTax;
  if (body.vatNumber !== undefined) change.vatNumber = body.vatNumber?.trim() || null;
  if (body.taxRates !== undefined) {
    if (body.taxRates !== null && new Set(body.taxRates).size !== body.taxRates.length) {
      throw badRequest('taxRates names a rate twice', [{ field: 'taxRates', message: 'has a rate twice' }]);
    }
    change.taxRatesBp = body.taxRates;
  }
  return change;
}

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
      return companyConfig(company);
    },
  );

  app.patch(
    '/api/company/config/:companyId',
    {
      schema: {
        operationId: 'updateCompanyConfig',
        tags: ['companies'],
        summary:
          'Changes the caller’s company configuration: its time zone (null for its region’s default) and its ' +
          'VAT/GST settings (whether it charges tax, registration number, rates); a field left out keeps its value',
        params: CompanyParams,
        body: CompanyConfigChange,
        response: withErrors({ 200: CompanyConfig }),
      },
    },
    async (request) => {
      const { companyId } = request.params;
      const zoneGiven = request.body.timeZone !== undefined;
      const zone = request.body.timeZone?.trim() || null;
      const taxChange = readTaxChange(request.body);
      if (zone !== null && !isKnownTimeZone(zone)) {
        throw badRequest(`"${zone}" is not a time zone: use an IANA name such as America/Toronto`, [
          { field: 'timeZone', message: 'is not an IANA time zone' },
        ]);
      }
      return app.db.transaction(async (tx) => {
        const companies = companiesRepository(tx);
        const before = await companies.find(companyId);
        if (!before) throw notFound('Company');
        if (zoneGiven) await companies.setTimeZone(companyId, zone);
        if (Object.keys(taxChange).length > 0) await companies.setTax(companyId, taxChange);
        const after = (await companies.find(companyId))!;
        if (after.tax.chargesTax && after.tax.rates.length === 0) {
          throw badRequest(`A company that charges ${after.tax.taxName} needs at least one rate (taxRates)`, [
            { field: 'taxRates', message: 'is required to charge tax in this region' },
          ]);
        }
        if (after.tax.chargesTax && !before.tax.chargesTax) await ensureInputTaxAccount(tx, companyId);
        // The audit names what the request changed, before and after.
        const given = Object.keys(request.body);
        const audited = (c: CompanyRow) =>
          Object.fromEntries(
            Object.entries({
              timeZone: c.timeZoneChosen ? c.timeZone : null,
              chargesTax: c.tax.chargesTax,
              vatNumber: c.vatNumber,
              taxRates: c.tax.ratesChosen ? c.tax.rates.map((r) => r.rateBp) : null,
            }).filter(([key]) => given.includes(key)),
          );
        await recordAudit(tx, {
          companyId,
          userId: request.user.id,
          action: 'update',
          entity: 'company',
          entityId: companyId,
          before: audited(before),
          after: audited(after),
        });
        return companyConfig(after);
      });
    },
  );
}
