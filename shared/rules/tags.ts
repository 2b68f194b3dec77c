/**
 * Issue 18: tags on mailings (the templates' shape and limits, spec section 3 "Tags have values").
 * Names are compared as the templates' duplicate rule compares them: trimmed, case-insensitive.
 * Zod-free, so the server's filter and the web's suggestions share it.
 */
export interface TagLike {
  name: string;
  value?: string;
}

/** Tag names one campaigns-report filter may hold (a mailing matches when it has any of them). */
export const TAG_FILTER_MAX = 10;

/** How two tag names are told apart: "Sezon", " sezon " and "SEZON" are one tag. */
export const tagKey = (name: string): string => name.trim().toLowerCase();

/** Whether a mailing carrying `tags` matches a filter of tag names: any of them, whatever value it has. */
export function hasAnyTag(tags: readonly TagLike[] | undefined, names: readonly string[]): boolean {
  if (!names.length) return true;
  const wanted = new Set(names.map(tagKey));
  return (tags ?? []).some((tag) => wanted.has(tagKey(tag.name)));
}

/** A tag the forms suggest: its name (as first written) and the values known for it. */
export interface TagSuggestion {
  name: string;
  values: string[];
  /** One of the account's predefined tags (company settings). */
  predefined: boolean;
}

/**
 * The account's predefined tags first, then tags already used that are not among them, each name
 * once (predefined spelling wins) with every value known for it, names and values sorted.
 */
export function tagSuggestions(
  predefined: readonly { name: string; values: readonly string[] }[],
  used: readonly (readonly TagLike[] | undefined)[],
): TagSuggestion[] {
  const byKey = new Map<string, TagSuggestion>();
  const add = (name: string, values: readonly string[], isPredefined: boolean) => {
    const key = tagKey(name);
    const found = byKey.get(key) ?? { name: name.trim(), values: [], predefined: isPredefined };
    for (const value of values) if (value && !found.values.includes(value)) found.values.push(value);
    byKey.set(key, found);
  };
  for (const tag of predefined) add(tag.name, tag.values, true);
  for (const tags of used) for (const tag of tags ?? []) add(tag.name, tag.value ? [tag.value] : [], false);
  const collator = new Intl.Collator('pl');
  return [...byKey.values()]
    .map((s) => ({ ...s, values: [...s.values].sort(collator.compare) }))
    .sort((a, b) => Number(b.predefined) - Number(a.predefined) || collator.compare(a.name, b.name));
}

/** A tag as stored: an empty value is none. */
export const storedTag = (tag: TagLike): TagLike => (tag.value ? { name: tag.name, value: tag.value } : { name: tag.name });

/** How a tag reads on a badge: "name: value", or the name alone. */
export const tagLabel = (tag: TagLike): string => (tag.value ? `${tag.name}: ${tag.value}` : tag.name);

/** What a user typed into a tag field: "name" or "name: value" (the first colon splits them); null for nothing. */
export function parseTagInput(text: string): TagLike | null {
  const at = text.indexOf(':');
  const name = (at < 0 ? text : text.slice(0, at)).trim();
  const value = at < 0 ? '' : text.slice(at + 1).trim();
  if (!name) return null;
  return value ? { name, value } : { name };
}

/** The tags with one more: a tag of a name already there takes its place (a name is held once). */
export function withTag(tags: readonly TagLike[], tag: TagLike): TagLike[] {
  const key = tagKey(tag.name);
  const at = tags.findIndex((t) => tagKey(t.name) === key);
  return at < 0 ? [...tags, tag] : tags.map((t, i) => (i === at ? tag : t));
}
