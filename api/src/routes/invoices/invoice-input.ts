import { Type } from '@fastify/type-provider-typebox';
import { Id } from '../../shared/schemas.ts';
import { Nullable } from '../../shared/schema-helpers.ts';
import { ComponentInputBody } from '../invoice-components/component-body.ts';

const Instant = Type.String({
  maxLength: 40,
  description: "'YYYY-MM-DD HH:mm' in the company's time zone, or ISO 8601",
});

/** A first line of a new invoice: a component, optionally recorded as the product's (the form copied its values). */
const NewInvoiceComponentBody = Type.Object({
  ...ComponentInputBody.properties,
  productId: Type.Optional(
    Nullable(
      Type.Integer({
        minimum: 1,
        maximum: Number.MAX_SAFE_INTEGER,
        description:
          "The company's product the line bills, if any (another company's is a 404); the line's values are the ones sent",
      }),
    ),
  ),
});

export const CreateInvoiceBody = Type.Object({
  clientId: Id,
  practitionerId: Type.Optional(Nullable(Id)),
  appointmentId: Type.Optional(Nullable(Id)),
  invoiced: Type.Optional(Instant),
  due: Type.Optional(
    Nullable(Type.String({ maxLength: 30, description: 'YYYY-MM-DD; default 30 days after invoiced' })),
  ),
  description: Type.Optional(Type.String({ maxLength: 1000 })),
  status: Type.Optional(Type.String({ maxLength: 2, description: 'I (default), S, U, C or M' })),
  components: Type.Optional(Type.Array(NewInvoiceComponentBody, { maxItems: 200 })),
});

/** The whole invoice may be sent back; only these fields change, the rest is computed by the server. */
export const UpdateInvoiceBody = Type.Object(
  {
    status: Type.String({ maxLength: 2, description: 'P, I, S, U, C or M; P only when nothing is due' }),
    invoiced: Instant,
    due: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    version: Type.Integer({ minimum: 1, description: 'The version read; a stale one is a 409' }),
  },
  { additionalProperties: true },
);
