import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { billingPlansRepository, type PLAN_LISTS, type PlanRow } from '../../billing-plans/billing-plans-repository.ts';
import { createBillingPlan, deleteBillingPlan, updateBillingPlan } from '../../billing-plans/billing-plans-service.ts';
import { fromCents } from '../../shared/money.ts';
import { notFound } from '../../shared/problem.ts';
import { Amount, DecimalInput, DeletedBody, Nullable, ProblemRef, StringEnum } from '../../shared/schema-helpers.ts';
import { CompanyParams, Id, IdParams, withErrors } from '../../shared/schemas.ts';

const Code = Type.Optional(Nullable(Type.String({ maxLength: 50 })));
const Frequency = StringEnum(['W', 'M', 'Q', 'Y', 'O'] as const, {
  description: 'W weekly, M monthly, Q quarterly, Y yearly, O once',
});

const PlanInputBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 1000 })),
  frequency: Type.Optional(Frequency),
  bookings: Type.Optional(Type.Boolean({ description: 'Offered when booking appointments' })),
  active: Type.Optional(Type.Boolean()),
  items: Type.Array(
    Type.Object({
      productId: Type.Optional(Nullable(Id)),
      description: Type.Optional(Type.String({ maxLength: 500 })),
      quantity: Type.Optional(DecimalInput()),
      unitCost: Type.Optional(Amount),
      discountPercentage: Type.Optional(DecimalInput()),
      bhfCode: Code,
      nappiCode: Code,
      modifier: Code,
    }),
    { maxItems: 100 },
  ),
});

const PlanBody = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    frequency: Frequency,
    bookings: Type.Boolean(),
    active: Type.Boolean(),
    amount: Type.Number({ description: 'Sum of the items' }),
    items: Type.Array(
      Type.Object({
        id: Type.Integer(),
        productId: Nullable(Type.Integer()),
        position: Type.Integer(),
        description: Type.String(),
        quantity: Type.Number(),
        unitCost: Type.Number(),
        discountPercentage: Type.Number(),
        amount: Type.Number(),
        bhfCode: Nullable(Type.String()),
        nappiCode: Nullable(Type.String()),
        modifier: Nullable(Type.String()),
      }),
    ),
  },
  { $id: 'BillingPlan' },
);

const toPlanBody = (plan: PlanRow) => ({
  id: plan.id,
  name: plan.name,
  description: plan.description,
  frequency: plan.frequency,
  bookings: plan.bookings,
  active: plan.active,
  amount: fromCents(plan.amountCents),
  items: plan.items.map((item) => ({
    id: item.id,
    productId: item.productId,
    position: item.position,
    description: item.description,
    quantity: Number(item.quantity),
    unitCost: fromCents(item.unitCostCents),
    discountPercentage: Number(item.discountPercentage),
    amount: fromCents(item.amountCents),
    bhfCode: item.bhfCode,
    nappiCode: item.nappiCode,
    modifier: item.modifier,
  })),
});

const LIST_SUMMARIES: Record<keyof typeof PLAN_LISTS, string> = {
  all: 'The company’s billing plans with their items',
  active: 'The company’s active billing plans',
  bookings: 'The active billing plans offered when booking appointments',
};

/** Billing plans with their items (spec §7 "Billing plans and products"). */
export default async function billingPlanRoutes(app: App) {
  const tags = ['billing plans'];
  const body = async (id: number, companyId: number) => {
    const plan = await billingPlansRepository(app.db).find(id, companyId);
    if (!plan) throw notFound('Billing plan');
    return toPlanBody(plan);
  };
  const list = Type.Array(PlanBody);

  for (const [kind, path, operationId] of [
    ['all', '', 'listBillingPlans'],
    ['active', 'active/', 'listActiveBillingPlans'],
    ['bookings', 'bookings/', 'listBookingBillingPlans'],
  ] as const) {
    app.get(
      `/api/billingplan/${path}:companyId`,
      {
        schema: {
          operationId,
          tags,
          summary: LIST_SUMMARIES[kind],
          params: CompanyParams,
          response: withErrors({ 200: list }),
        },
      },
      async (request) => (await billingPlansRepository(app.db).list(request.params.companyId, kind)).map(toPlanBody),
    );
  }
  app.get(
    '/api/billingplan/search/:companyId/:name',
    {
      schema: {
        operationId: 'searchBillingPlans',
        tags,
        summary: 'Billing plans whose name contains the (lower-cased) text',
        params: Type.Object({ companyId: Id, name: Type.String({ maxLength: 200 }) }),
        response: withErrors({ 200: list }),
      },
    },
    async (request) =>
      (await billingPlansRepository(app.db).search(request.params.companyId, request.params.name)).map(toPlanBody),
  );
  app.get(
    '/api/billingplan/specific/:id',
    {
      schema: {
        operationId: 'getBillingPlan',
        tags,
        summary: 'One billing plan',
        params: IdParams,
        response: withErrors({ 200: PlanBody }),
      },
    },
    async (request) => body(request.params.id, request.user.companyId),
  );
  app.post(
    '/api/billingplan/:companyId',
    {
      schema: {
        operationId: 'createBillingPlan',
        tags,
        summary: 'Creates a billing plan with its items',
        params: CompanyParams,
        body: PlanInputBody,
        response: withErrors({ 201: PlanBody }),
      },
    },
    async (request, reply) => {
      const id = await createBillingPlan(app.db, request.user, request.body);
      return reply.status(201).send(await body(id, request.user.companyId));
    },
  );
  app.put(
    '/api/billingplan/:id',
    {
      schema: {
        operationId: 'updateBillingPlan',
        tags,
        summary: 'Replaces a billing plan and its items',
        params: IdParams,
        body: PlanInputBody,
        response: withErrors({ 200: PlanBody }),
      },
    },
    async (request) => {
      await updateBillingPlan(app.db, request.user, request.params.id, request.body);
      return body(request.params.id, request.user.companyId);
    },
  );
  app.delete(
    '/api/billingplan/:id',
    {
      schema: {
        operationId: 'deleteBillingPlan',
        tags,
        summary: 'Deletes a billing plan nothing was billed from (409 otherwise: deactivate it instead)',
        params: IdParams,
        response: withErrors({ 200: DeletedBody, 409: ProblemRef }),
      },
    },
    async (request) => {
      await deleteBillingPlan(app.db, request.user, request.params.id);
      return { id: request.params.id };
    },
  );
}
