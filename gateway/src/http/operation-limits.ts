import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, type ParseOptions, type ValidationContext, type ValidationRule } from 'graphql';
import type { OperationLimits } from '../config.ts';

type Limit = 'depth' | 'aliases' | 'directives' | 'cost';

/**
 * graphql-armor's rules report through this: our own sentence (theirs starts "Syntax Error:"), and
 * the limit by name. Apollo answers validation errors as GRAPHQL_VALIDATION_FAILED with status 400.
 */
function refuse(limit: Limit, maximum: number, message: string) {
  return {
    // Their rules throw unless told not to; a throw inside graphql-js' validate becomes a 500.
    propagateOnRejection: false,
    exposeLimits: false,
    onReject: [
      (context: ValidationContext | null) =>
        context?.reportError(new GraphQLError(message, { extensions: { limit, maximum } })),
    ],
  };
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What one operation may cost, as validation rules: they run after parsing and before anything
 * else (the compiled executor, the resolvers, any upstream call, the login check), and once per
 * distinct document (Apollo keeps validated documents). Each counts a fragment once however often it
 * is spread, so a fragment-spread bomb costs linear work. docs/operations.md ("Gateway limits") has the defaults.
 */
export function operationLimitRules(limits: OperationLimits): ValidationRule[] {
  return [
    maxDepthRule({
      n: limits.maxDepth,
      // A fragment spread is not a level: the depth is the same as with the fragment inlined.
      flattenFragments: true,
      ...refuse('depth', limits.maxDepth, `The query is nested more than ${count(limits.maxDepth)} levels deep.`),
    }),
    maxAliasesRule({
      n: limits.maxAliases,
      ...refuse('aliases', limits.maxAliases, `The query uses more than ${count(limits.maxAliases)} aliases.`),
    }),
    maxDirectivesRule({
      n: limits.maxDirectives,
      ...refuse(
        'directives',
        limits.maxDirectives,
        `The query uses more than ${count(limits.maxDirectives)} directives.`,
      ),
    }),
    costLimitRule({
      maxCost: limits.maxCost,
      flattenFragments: true,
      ...refuse(
        'cost',
        limits.maxCost,
        `The query costs more than ${count(limits.maxCost)}, the most one request may cost ` +
          '(each object field counts 2, each other field 1, and each level of nesting ×1.5): ' +
          'ask for fewer fields, or split it into several queries.',
      ),
    }),
  ];
}

/** graphql-js stops parsing at `maxTokens` (graphql-armor's advice for graphql-js servers). */
export function limitedParseOptions(limits: OperationLimits): ParseOptions {
  return { maxTokens: limits.maxTokens };
}

/** graphql-js' own sentence for a document over `maxTokens`, made readable. */
export function explainParseError(message: string): string {
  const tokens = /Document contains more that (\d+) tokens/.exec(message);
  return tokens
    ? `The query has more than ${count(Number(tokens[1]))} tokens, the most one request may have.`
    : message;
}
