import {
  defaultFieldResolver,
  getNamedType,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { InvoiceListQuery, PaymentListQuery, ResolversTypes } from '../__generated__/resolvers-types.ts';
import type { OperationLimits } from '../config.ts';

type InputLimits = Pick<OperationLimits, 'maxListLength' | 'maxPageSize'>;

/** The page size of each lazy list's query input, capped by `maxPageSize`. */
const PAGE_SIZE_FIELDS: Partial<Record<keyof ResolversTypes, string>> = {
  InvoiceListQuery: 'size' satisfies keyof InvoiceListQuery,
  PaymentListQuery: 'size' satisfies keyof PaymentListQuery,
};

/**
 * Lists of these items keep their own limits: the import's reviewed rows (the api's MAX_BATCH_ROWS,
 * the gateway's MAX_JSON_BYTES; docs/operations.md).
 */
const UNCAPPED_ITEMS: ReadonlySet<keyof ResolversTypes> = new Set(['ImportedTransactionInput']);

/** What is wrong with `value` of input type `type` (named `path`), or undefined. */
function violation(type: GraphQLInputType, value: unknown, path: string, limits: InputLimits): string | undefined {
  if (isNonNullType(type)) return violation(type.ofType, value, path, limits);
  if (value === null || value === undefined) return undefined;
  if (isListType(type)) {
    if (!Array.isArray(value)) return violation(type.ofType, value, path, limits);
    if (UNCAPPED_ITEMS.has(getNamedType(type).name as keyof ResolversTypes)) return undefined;
    if (value.length > limits.maxListLength) {
      return `${path} lists ${value.length} items; at most ${limits.maxListLength} are allowed.`;
    }
    for (const [i, item] of value.entries()) {
      const problem = violation(type.ofType, item, `${path}[${i}]`, limits);
      if (problem) return problem;
    }
    return undefined;
  }
  if (!isInputObjectType(type)) return undefined;
  const fields = value as Record<string, unknown>;
  const sizeField = PAGE_SIZE_FIELDS[type.name as keyof ResolversTypes];
  const size = sizeField ? fields[sizeField] : undefined;
  if (typeof size === 'number' && size > limits.maxPageSize) {
    return `${path}.${sizeField} is ${size}; a page holds at most ${limits.maxPageSize} rows.`;
  }
  for (const field of Object.values(type.getFields())) {
    const problem = violation(field.type, fields[field.name], `${path}.${field.name}`, limits);
    if (problem) return problem;
  }
  return undefined;
}

/** Whether an argument of this type can hold a capped list or a page size (a cycle of inputs cannot). */
function isCapped(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (UNCAPPED_ITEMS.has(named.name as keyof ResolversTypes)) return false;
  if (isListType(isNonNullType(type) ? type.ofType : type)) return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return (
    PAGE_SIZE_FIELDS[named.name as keyof ResolversTypes] !== undefined ||
    Object.values(named.getFields()).some((field) => isCapped(field.type, seen))
  );
}

/**
 * Caps list arguments and page sizes: every field whose arguments can hold a list (or a lazy list's
 * page size) checks them, as coerced from literals and variables alike, before its own resolver
 * runs, and refuses with BAD_USER_INPUT without an upstream call. Changes `schema` in place, once,
 * before any operation is compiled (graphql-jit reads each field's `resolve`).
 */
export function capInputs(schema: GraphQLSchema, limits: InputLimits): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const capped = field.args.filter((arg) => isCapped(arg.type));
      if (capped.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args: Record<string, unknown>, context, info) => {
        for (const arg of capped) {
          const problem = violation(arg.type, args[arg.name], arg.name, limits);
          if (problem) throw new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT' } });
        }
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
