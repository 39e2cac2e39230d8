import {
  getDirectiveValues,
  getNamedType,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isObjectType,
  Kind,
  typeFromAST,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type InlineFragmentNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * For every field of a GraphQL type, the properties of the REST row its resolver reads. Typed over
 * the generated GraphQL type, so a field added to the schema does not compile until it is listed.
 */
export type RowSources<TGraphQL, TRow> = {
  readonly [K in Exclude<keyof TGraphQL, '__typename'>]-?: readonly (keyof TRow & string)[];
};

/** Per request (its variables decide @skip/@include) and per field: a list's items share both. */
const cache = new WeakMap<object, WeakMap<object, Map<string, string | undefined>>>();

/**
 * The api's `fields` for what the current field selects: the REST properties its type's selected
 * fields read (of the object at `path` below it, e.g. ['data'] for a page's rows), sorted and
 * comma-separated. Undefined asks for whole rows: when a selected field is missing from `sources`.
 */
export function restFields<TGraphQL, TRow>(
  info: GraphQLResolveInfo,
  sources: RowSources<TGraphQL, TRow>,
  path: readonly string[] = [],
): string | undefined {
  let byField = cache.get(info.variableValues);
  if (!byField) {
    byField = new WeakMap();
    cache.set(info.variableValues, byField);
  }
  let known = byField.get(info.fieldNodes);
  if (!known) {
    known = new Map<string, string | undefined>();
    byField.set(info.fieldNodes, known);
  }
  const key = path.join('.');
  if (!known.has(key)) known.set(key, computeRestFields(info, sources, path));
  return known.get(key);
}

function computeRestFields(
  info: GraphQLResolveInfo,
  sources: Record<string, readonly string[]>,
  path: readonly string[],
): string | undefined {
  let type = getNamedType(info.returnType);
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const step of path) {
    if (!isObjectType(type)) return undefined;
    nodes = selectedFields(info, type, nodes).filter((node) => node.name.value === step);
    const field = type.getFields()[step];
    if (!field) return undefined;
    type = getNamedType(field.type);
  }
  if (!isObjectType(type)) return undefined;
  const properties = new Set<string>();
  for (const node of selectedFields(info, type, nodes)) {
    const name = node.name.value;
    if (name === '__typename') continue;
    const read = Object.hasOwn(sources, name) ? sources[name] : undefined;
    if (!read) return undefined;
    for (const property of read) properties.add(property);
  }
  return [...properties].sort().join(',');
}

/**
 * Every field node selected on `type` below `nodes`: fragments, aliases and @skip/@include resolved,
 * as graphql-js' executor collects them. Its own `collectSubfields` is internal to graphql 16, and a
 * deep import of it can load a second copy of graphql (the `.js` files beside the `.mjs` ones).
 */
function selectedFields(info: GraphQLResolveInfo, type: GraphQLObjectType, nodes: readonly FieldNode[]): FieldNode[] {
  const fields: FieldNode[] = [];
  const visited = new Set<string>();
  const included = (node: SelectionNode) =>
    getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.if !== false;
  const applies = (fragment: FragmentDefinitionNode | InlineFragmentNode) => {
    if (!fragment.typeCondition) return true;
    const condition = typeFromAST(info.schema, fragment.typeCondition);
    return condition === type || (isAbstractType(condition) && info.schema.isSubType(condition, type));
  };
  const collect = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(selection)) collect(selection.selectionSet);
      } else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        const fragment = info.fragments[selection.name.value];
        if (fragment && applies(fragment)) collect(fragment.selectionSet);
      }
    }
  };
  for (const node of nodes) collect(node.selectionSet);
  return fields;
}
