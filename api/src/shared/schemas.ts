import { Type, type TSchema } from '@fastify/type-provider-typebox';

/** Reusable schema pieces for routes. Ids are positive integers in the path. */
export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Row id' });
export const IdParams = Type.Object({ id: Id });
export const CompanyParams = Type.Object({ companyId: Id });

export const Problem = Type.Object(
  {
    type: Type.String({
      description:
        'about:blank, or a type a client may tell apart: urn:folio:problem:too-many-sign-ins (503 with ' +
        'Retry-After: too many sign-ins or password changes are being checked at once; the same request succeeds ' +
        'a moment later)',
    }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    instance: Type.String(),
    errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details' },
);

const problemRef = Type.Unsafe<unknown>({ $ref: 'Problem#' });

/** Standard error responses every authenticated route may answer. */
export function withErrors<T extends Record<number, TSchema>>(responses: T) {
  return { 400: problemRef, 401: problemRef, 404: problemRef, 500: problemRef, ...responses };
}

export const Roles = Type.Array(Type.String());
