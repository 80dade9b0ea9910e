/**
 * A validation rule graphql-armor does not have: how many list fields a document nests inside each other.
 * Depth and cost do not see list sizes, and nested lists multiply: `systems { diagnoses { system {
 * diagnoses { system { diagnoses { id } } } } } }` is only 7 levels deep and cheap by armor's cost, yet
 * answers 185,000 objects (1.5 MB, 1.7 s of the event loop), and aliases repeat it. The growth comes from
 * cycles in the types (a list of diagnoses inside a list of diagnoses), so two things are refused: a list
 * whose items are of a type already listed by an enclosing list, and more than `max` lists inside each other.
 * A page of visits with their bills and each bill's files (three lists, no cycle) passes.
 */
import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export function maxListNestingRule(max: number, message: string, cycleMessage = message): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions)
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

    let cycle = false;
    /**
     * The deepest list nesting below this selection set; stops early once over the limit. `listed` holds the
     * item types of the enclosing lists.
     */
    function nesting(
      set: SelectionSetNode,
      type: GraphQLCompositeType,
      seen: Set<string>,
      listed: ReadonlySet<string>,
    ): number {
      let deepest = 0;
      for (const sel of set.selections) {
        if (deepest > max || cycle) break;
        if (sel.kind === Kind.FIELD) {
          if (!sel.selectionSet || !(isObjectType(type) || isInterfaceType(type))) continue;
          const field = type.getFields()[sel.name.value];
          if (!field) continue; // unknown fields are reported by graphql-js's own rules
          const list = isListType(getNullableType(field.type)) ? 1 : 0;
          const inner = getNamedType(field.type);
          if (!isCompositeType(inner)) continue;
          if (list && listed.has(inner.name)) {
            cycle = true;
            break;
          }
          const within = list ? new Set(listed).add(inner.name) : listed;
          deepest = Math.max(deepest, list + nesting(sel.selectionSet, inner, seen, within));
        } else {
          const fragment = sel.kind === Kind.INLINE_FRAGMENT ? sel : fragments.get(sel.name.value);
          if (!fragment) continue;
          if (sel.kind === Kind.FRAGMENT_SPREAD) {
            if (seen.has(sel.name.value)) continue; // a cycle: NoFragmentCyclesRule reports it
            seen = new Set(seen).add(sel.name.value);
          }
          const cond = fragment.typeCondition
            ? context.getSchema().getType(fragment.typeCondition.name.value)
            : type;
          if (cond && isCompositeType(cond))
            deepest = Math.max(deepest, nesting(fragment.selectionSet, cond, seen, listed));
        }
      }
      return deepest;
    }

    return {
      OperationDefinition(op) {
        const root = context.getSchema().getRootType(op.operation);
        if (!root) return;
        cycle = false;
        const found = nesting(op.selectionSet, root, new Set(), new Set());
        if (cycle) context.reportError(new GraphQLError(cycleMessage, { nodes: [op] }));
        else if (found > max) context.reportError(new GraphQLError(message, { nodes: [op] }));
      },
    };
  };
}
