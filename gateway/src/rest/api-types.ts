/**
 * The REST api's JSON by operation, from the types generated out of its OpenAPI document
 * (`npm run codegen:rest` writes __generated__/api-types.ts). The DTOs (dto.ts, dto/*.ts) name these.
 */
import type { components, operations } from './__generated__/api-types.ts';

export type OperationId = keyof operations;
type Responses<Op extends OperationId> = operations[Op]['responses'];

/** The JSON body the api answers operation `Op` with, for `Status` (200 unless given). */
export type JsonOf<
  Op extends OperationId,
  Status extends keyof Responses<Op> = 200 & keyof Responses<Op>,
> = Responses<Op>[Status] extends { content: { 'application/json': infer Body } } ? Body : never;

/** One element of a list type. */
export type ElementOf<List> = List extends readonly (infer Element)[] ? Element : never;

/** A schema the document names (`components.schemas`): the api's main rows (Invoice, Payment …). */
export type SchemaOf<Name extends keyof components['schemas']> = components['schemas'][Name];

/** An error body (RFC 9457), as every error response carries it. */
export type ProblemDto = SchemaOf<'Problem'>;
