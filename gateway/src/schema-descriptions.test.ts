import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';

const SCHEMA_PATH = path.resolve(import.meta.dirname, '../../schema.graphql');

const described = (description: string | null | undefined) => Boolean(description?.trim());

/**
 * Every part of the schema an integrator meets without a description (or with a blank one): named
 * types, fields, arguments, input fields and enum values, plus the schema itself. Built-in scalars
 * and introspection types (`__…`) are graphql-js' own.
 */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (coordinate: string, description: string | null | undefined) => {
    if (!described(description)) missing.push(coordinate);
  };
  check('schema', schema.description);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name}:)`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  return missing;
}

describe('schema.graphql', () => {
  it('describes every type, field, argument, input field and enum value for integrators', () => {
    const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
    expect(undescribed(schema)).toEqual([]);
  });

  it('finds what is left undescribed, blank descriptions included', () => {
    const schema = buildSchema(`
      "Described." schema { query: Query }
      "Described." type Query { "Described." a(x: Int, "  " y: Int): E, b: Int }
      enum E { "Described." ON OFF }
      input I { "" z: Int }
      scalar S
    `);
    expect(undescribed(schema)).toEqual(['Query.a(x:)', 'Query.a(y:)', 'Query.b', 'E', 'E.OFF', 'I', 'I.z', 'S']);
  });
});
