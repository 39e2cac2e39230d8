import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { centsToDecimal, toCents } from '../money.ts';

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function literalValue(ast: ValueNode): unknown {
  if (ast.kind === Kind.STRING) return ast.value;
  if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return ast.value;
  return undefined;
}

function parseDecimal(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw badInput('An amount must be a string such as "1234.50"');
  }
  const cents = toCents(value);
  if (cents === undefined) {
    throw badInput(`"${String(value)}" is not an amount: use digits with at most two decimals, e.g. "1234.50"`);
  }
  return centsToDecimal(cents);
}

export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description: 'An exact amount of money as a string with two decimals, e.g. "1234.50".',
  serialize(value) {
    if (typeof value !== 'number' && typeof value !== 'string')
      throw new TypeError('Decimal must be a number or string');
    const cents = toCents(value);
    if (cents === undefined) throw new TypeError(`Decimal cannot represent ${String(value)}`);
    return centsToDecimal(cents);
  },
  parseValue: parseDecimal,
  parseLiteral: (ast) => parseDecimal(literalValue(ast)),
});

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !isValidDate(value)) {
    throw badInput(`"${String(value)}" is not a date: use YYYY-MM-DD, e.g. 2026-03-31`);
  }
  return value;
}

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  description: 'A calendar date, YYYY-MM-DD.',
  serialize(value) {
    if (typeof value !== 'string' || !isValidDate(value.slice(0, 10))) throw new TypeError('Date must be YYYY-MM-DD');
    return value.slice(0, 10);
  },
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(literalValue(ast)),
});

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value) || Number.isNaN(Date.parse(value))) {
    throw badInput(`"${String(value)}" is not an instant: use ISO 8601 with a zone, e.g. 2026-03-31T08:00:00Z`);
  }
  return new Date(value).toISOString();
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An instant as an ISO 8601 string in UTC.',
  serialize(value) {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new TypeError('DateTime must be ISO 8601');
    return new Date(value).toISOString();
  },
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(literalValue(ast)),
});

export const scalarResolvers = {
  Decimal: DecimalScalar,
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Upload: GraphQLUpload,
};
