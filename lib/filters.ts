/**
 * Filter state of the recipe lists (spec §5), pure so it can be tested exhaustively.
 * A state maps a filter group key (type, category, difficulty, time, tags, quick) to the selected
 * option keys. Within a group the API ORs the values; across groups it ANDs them.
 */
import type { FilterDefinition } from '@/core/contract';

export type FilterState = Readonly<Record<string, readonly string[]>>;

export const EMPTY_FILTERS: FilterState = {};

/**
 * Selecting `option` in `definition`:
 * - single: replaces the selection; selecting the selected value again deselects it;
 * - multiple: toggles the value;
 * - boolean: toggles its only option.
 */
export function selectFilter(
  state: FilterState,
  definition: FilterDefinition,
  option: string,
): FilterState {
  const current = state[definition.key] ?? [];
  let next: readonly string[];
  switch (definition.type) {
    case 'single':
      next = current.length === 1 && current[0] === option ? [] : [option];
      break;
    case 'boolean': {
      const only = definition.options[0]?.key ?? option;
      next = current.includes(only) ? [] : [only];
      break;
    }
    default:
      next = current.includes(option) ? current.filter((v) => v !== option) : [...current, option];
  }
  return withGroup(state, definition.key, next);
}

export function withGroup(state: FilterState, key: string, values: readonly string[]): FilterState {
  const { [key]: _removed, ...rest } = state;
  return values.length ? { ...rest, [key]: values } : rest;
}

export function isFilterActive(state: FilterState): boolean {
  return Object.values(state).some((v) => v.length > 0);
}

export function activeFilterCount(state: FilterState): number {
  return Object.values(state).reduce((n, v) => n + v.length, 0);
}

/** Groups a `category` URL value may preselect, in order (spec §2: Type or Category first). */
const CATEGORY_LOOKUP_ORDER = ['category', 'type'];

/**
 * Reads the filter state from URL query parameters against the definitions: unknown groups and
 * options are dropped, single groups keep one value. `category` values that are not options of
 * the Category group are looked up in Type, then in the other groups (the explore chips send
 * e.g. `gluten-free`, which is a tag).
 */
export function parseFilterParams(
  params: URLSearchParams,
  definitions: readonly FilterDefinition[],
): FilterState {
  const byKey = new Map(definitions.map((d) => [d.key, d]));
  let state: FilterState = EMPTY_FILTERS;
  const add = (definition: FilterDefinition, raw: string) => {
    const value = optionKey(definition, raw);
    if (value === undefined) return false;
    const current = state[definition.key] ?? [];
    if (current.includes(value)) return true;
    const next = definition.type === 'multiple' ? [...current, value] : [value];
    state = withGroup(state, definition.key, next);
    return true;
  };
  for (const definition of definitions) {
    for (const value of splitList(params.get(definition.key))) {
      if (definition.key === 'category') continue;
      add(definition, value);
    }
  }
  for (const value of splitList(params.get('category'))) {
    const order = [
      ...CATEGORY_LOOKUP_ORDER,
      ...definitions.map((d) => d.key).filter((k) => !CATEGORY_LOOKUP_ORDER.includes(k)),
    ];
    for (const key of order) {
      const definition = byKey.get(key);
      if (definition && add(definition, value)) break;
    }
  }
  return state;
}

function splitList(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0 && v.length <= MAX_VALUE_LENGTH)
    .slice(0, 30);
}

const MAX_VALUE_LENGTH = 60;
/** `One Pot` → `one-pot`, `Under €2 p/p` → `under-2-p-p`: what a name looks like as a key. */
const asKey = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The option a URL value names, whatever its case: its key (`vegan`, `Vegan`, `ONE-POT`) or its
 * name as written in the spec and on screen (`One Pot`, `Under €2 p/p`, `Eenpansgerecht`).
 */
function optionKey(definition: FilterDefinition, raw: string): string | undefined {
  const lower = raw.toLowerCase();
  const byKey = definition.options.find((o) => o.key === lower);
  if (byKey) return byKey.key;
  const byName = definition.options.find((o) => o.name.toLowerCase() === lower);
  if (byName) return byName.key;
  const key = asKey(raw);
  if (!key) return undefined;
  return definition.options.find((o) => o.key === key || asKey(o.name) === key)?.key;
}

/** The query string for a list screen's state (groups in definition order, `s` last). */
export function filterQuery(
  state: FilterState,
  definitions: readonly FilterDefinition[],
  s?: string,
): string {
  const out = new URLSearchParams();
  for (const definition of definitions) {
    const values = state[definition.key];
    if (values?.length) out.set(definition.key, values.join(','));
  }
  const term = s?.trim();
  if (term) out.set('s', term);
  return out.toString();
}

/** The search term from the URL (`s`), trimmed and bounded as the API accepts it. */
export function searchTermParam(params: URLSearchParams): string {
  return (params.get('s') ?? '').trim().slice(0, 200);
}

/** API list parameters for a state: one comma list per group. */
export function filterApiParams(state: FilterState): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(state)) if (values.length) out[key] = [...values];
  return out;
}
