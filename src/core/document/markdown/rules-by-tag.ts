import type TurndownService from 'turndown';

type Rule = TurndownService.Rule;
type FilterFunction = TurndownService.FilterFunction;

/** Turndown's rule set as it is at run time (its types leave out the keep and remove lists). */
interface RuleSet {
  options: TurndownService.Options;
  array: Rule[];
  _keep: Rule[];
  _remove: Rule[];
  blankRule: Rule;
  defaultRule: Rule;
  forNode(node: HTMLElement): Rule;
}

/** Function filters that can only match elements of these (lower-case) names. */
const filterTags = new WeakMap<FilterFunction, readonly string[]>();

/**
 * Declares that `filter` is false for any element whose lower-cased nodeName is not in `tags` (it
 * tests the name first), so turndown need not try it on others. Returns the filter.
 */
export function onlyOnTags<F extends FilterFunction>(tags: readonly string[], filter: F): F {
  filterTags.set(filter, tags);
  return filter;
}

/**
 * Turndown finds a node's rule by trying every rule's filter in turn — some 30 of them, most a
 * tag-name comparison that upper-cases and lower-cases the name again (linkedom builds nodeName per
 * call) — for every element of the article. This replaces that lookup on `service` by one that
 * reads the name once and tries only the rules that can match it, in turndown's own order (rules,
 * then keep, then remove; the first match wins), so each node gets the same rule as before.
 * Function filters not declared with onlyOnTags are tried on every element. The table is built at
 * the first lookup and again whenever rules were added since.
 */
export function dispatchRulesByTag(service: TurndownService): void {
  const rules = service.rules as unknown as RuleSet;
  let builtFor = -1;
  let anyTag: Rule[] = [];
  let byTag = new Map<string, Rule[]>();
  const build = () => {
    anyTag = [];
    byTag = new Map();
    for (const rule of [...rules.array, ...rules._keep, ...rules._remove]) {
      const tags = tagsOf(rule.filter);
      if (tags === null) {
        anyTag.push(rule);
        for (const list of byTag.values()) list.push(rule);
        continue;
      }
      for (const tag of new Set(tags)) {
        let list = byTag.get(tag);
        // A name's list starts with the rules before this one that may match any element.
        if (!list) byTag.set(tag, (list = [...anyTag]));
        list.push(rule);
      }
    }
    builtFor = ruleCount();
  };
  const ruleCount = () => rules.array.length + rules._keep.length + rules._remove.length;
  rules.forNode = function forNode(node: HTMLElement): Rule {
    if ((node as unknown as { isBlank?: boolean }).isBlank) return rules.blankRule;
    if (builtFor !== ruleCount()) build();
    const candidates = byTag.get(node.nodeName.toLowerCase()) ?? anyTag;
    for (const rule of candidates) {
      const filter = rule.filter;
      // A name or list of names is matched by the table itself.
      if (typeof filter !== 'function' || filter.call(rule, node, rules.options)) return rule;
    }
    return rules.defaultRule;
  };
}

/** The names a filter can match, or null for any element. */
function tagsOf(filter: TurndownService.Filter): readonly string[] | null {
  if (typeof filter === 'string') return [filter];
  if (Array.isArray(filter)) return filter;
  if (typeof filter === 'function') return filterTags.get(filter) ?? null;
  throw new TypeError('`filter` needs to be a string, array, or function');
}
