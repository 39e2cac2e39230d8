/**
 * The one change the peer needs in our OpenAPI document before GraphQL Mesh's OpenAPI source can load it.
 *
 * TypeBox writes a union of string literals (`Type.Union([Type.Literal('A'), Type.Literal('I')])`) as
 * `anyOf` of one-value enums. Mesh turns such an `anyOf` into an object type without fields, and
 * composition then fails ("Type …_status must define one or more fields"). The same set written as
 * one `enum` is what Mesh expects, and it means the same thing.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isStringEnum(schema: Json): schema is { type: 'string'; enum: Json[] } {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    !Array.isArray(schema) &&
    schema.type === 'string' &&
    Array.isArray(schema.enum) &&
    Object.keys(schema).every((key) => key === 'type' || key === 'enum')
  );
}

function isNull(schema: Json): boolean {
  return typeof schema === 'object' && schema !== null && !Array.isArray(schema) && schema.type === 'null';
}

/** A copy of `doc` in which every `anyOf` made only of string enums (and maybe null) is one string enum. */
export function mergeStringEnumUnions<T>(doc: T): T {
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const copy: { [key: string]: Json } = {};
    for (const [key, value] of Object.entries(node)) copy[key] = walk(value);
    const { anyOf, ...rest } = copy;
    if (!Array.isArray(anyOf)) return copy;
    // A nullable set (`Type.Union([…literals, Type.Null()])`): Mesh reads a `null` member as a type of its own.
    const values = anyOf.filter((member) => !isNull(member));
    if (values.length === 0 || !values.every(isStringEnum)) return copy;
    return { ...rest, type: 'string', enum: [...new Set(values.flatMap((member) => member.enum))] };
  };
  return walk(doc as Json) as T;
}
