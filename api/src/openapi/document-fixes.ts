/** Whole-document corrections to what @fastify/swagger generates from the routes (swagger-options.ts). */

interface Parameter {
  name: string;
  in: string;
  description?: string;
  [key: string]: unknown;
}
interface Operation {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  [key: string]: unknown;
}
type PathItem = Record<string, Operation>;
interface Document {
  paths?: Record<string, PathItem | undefined>;
  [key: string]: unknown;
}

const PROBLEM = '#/components/schemas/Problem';

/**
 * Error responses are application/problem+json (the error handler sends them so), whatever content
 * type the route's success answers (a PDF download's 404 is not a PDF).
 */
export function problemResponsesAsProblemJson(openapi: object): void {
  const document = openapi as Document;
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      for (const response of Object.values(operation.responses ?? {})) {
        const media = Object.values(response.content ?? {});
        if (media.length > 0 && media.every((m) => m.schema?.$ref === PROBLEM)) {
          response.content = { 'application/problem+json': { schema: { $ref: PROBLEM } } };
        }
      }
    }
  }
}

const SEGMENT = /\{([^}]+)\}/g;

/**
 * The spec's paths put a list (`GET /api/claim/{companyId}`) and an item (`PUT /api/claim/{id}`) on the
 * same template: in OpenAPI that is one path whose parameter has one name. The route keeps its own name
 * (the tenancy check reads `companyId`, plugins/auth.ts); the document names it `id`, says in the
 * parameter's description what it identifies for that operation, and gives the name a validation error
 * uses (`x-error-field`).
 */
export function mergeIdenticalPaths(openapi: object): void {
  const document = openapi as Document;
  const groups = new Map<string, string[]>();
  for (const key of Object.keys(document.paths ?? {})) {
    const shape = key.replace(SEGMENT, '{}');
    groups.set(shape, [...(groups.get(shape) ?? []), key]);
  }
  const paths: Record<string, PathItem | undefined> = {};
  for (const keys of groups.values()) {
    if (keys.length === 1) {
      paths[keys[0]!] = document.paths![keys[0]!];
      continue;
    }
    const names = keys.map((key) => [...key.matchAll(SEGMENT)].map((match) => match[1]!));
    const merged = names[0]!.map((_, position) => {
      const here = new Set(names.map((list) => list[position]!));
      if (here.size === 1) return [...here][0]!;
      if (!here.has('id')) throw new Error(`No shared parameter name for the paths ${keys.join(', ')}`);
      return 'id';
    });
    const mergedKey = merged.reduce((key, name) => key.replace('{}', `{${name}}`), keys[0]!.replace(SEGMENT, '{}'));
    const item: PathItem = {};
    keys.forEach((key, index) => {
      const renames = new Map(names[index]!.map((name, position) => [name, merged[position]!]));
      for (const [method, operation] of Object.entries(document.paths![key] ?? {})) {
        if (item[method]) throw new Error(`Two routes answer ${method.toUpperCase()} ${mergedKey}`);
        item[method] = { ...operation, parameters: operation.parameters?.map((p) => renamed(p, renames)) };
      }
    });
    paths[mergedKey] = item;
  }
  document.paths = paths;
}

function renamed(parameter: Parameter, renames: Map<string, string>): Parameter {
  const name = parameter.in === 'path' ? renames.get(parameter.name) : undefined;
  if (!name || name === parameter.name) return parameter;
  const what = parameter.name.replace(/Id$/, '');
  return {
    ...parameter,
    name,
    description: `The ${what}'s id; a validation error names it params.${parameter.name}`,
    'x-error-field': `params.${parameter.name}`,
  };
}
