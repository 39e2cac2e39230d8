import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** A validation rule refusing queries nested deeper than `max` fields (a cheap abuse limit). */
export function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, seen));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, seen));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (fragment && !seen.has(name))
            deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set([...seen, name])));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > max) {
          context.reportError(
            new GraphQLError(`The query is nested ${depth} levels deep; the limit is ${max}.`, {
              nodes: [node],
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
      },
    };
  };
}
