import type { Template, TemplateBody, TemplateSummary } from '@shared/schemas/templates';

/** A tag as cards and the table show it: "name: value", or the name alone. */
export const tagLabel = (tag: TemplateSummary['tags'][number]): string => (tag.value ? `${tag.name}: ${tag.value}` : tag.name);

/** The folder chosen in the list: all templates, those in no folder, or one folder's. */
export type FolderChoice = 'all' | 'none' | { id: string };

export interface TemplateFilters {
  folder: FolderChoice;
  /** Part of the name. */
  q: string;
  /** A tag's name, or empty for any. */
  tag: string;
}

export const NO_FILTERS: TemplateFilters = { folder: 'all', q: '', tag: '' };

/** The filters of templates.list (its query: `dir` is a folder's id or `none`). */
export interface ListQuery {
  q?: string;
  dir?: string;
  tag?: string;
}

/** What templates.list is asked for: only the filters set, trimmed. */
export function listQuery(filters: TemplateFilters): ListQuery {
  const query: ListQuery = {};
  const q = filters.q.trim();
  const tag = filters.tag.trim();
  if (q) query.q = q;
  if (tag) query.tag = tag;
  if (filters.folder === 'none') query.dir = 'none';
  else if (filters.folder !== 'all') query.dir = filters.folder.id;
  return query;
}

export const hasFilters = (filters: TemplateFilters): boolean => Object.keys(listQuery(filters)).length > 0;

/** The tag names met in the lists read so far, sorted, each once: the tag filter's suggestions. */
export function tagNames(items: readonly Pick<TemplateSummary, 'tags'>[], known: readonly string[] = []): string[] {
  const names = new Set(known);
  for (const item of items) for (const tag of item.tags) names.add(tag.name);
  return [...names].sort((a, b) => a.localeCompare(b, 'pl'));
}

/**
 * The save that moves a template to another folder. templates.update takes the whole template (its
 * PUT replaces it), so the body is the template as read with only `dir` changed; `baseUpdatedAt`
 * makes the server refuse it when someone saved the template in between.
 */
export function moveBody(template: Template, dir: string | null): TemplateBody {
  const content =
    template.mode === 'visual' ? { mode: 'visual' as const, mjml: template.mjml ?? '' } : { mode: 'html' as const, html: template.html };
  return {
    name: template.name,
    ...(template.description !== undefined && { description: template.description }),
    dir,
    headers: template.headers,
    custom: template.custom,
    advancedOptions: template.advancedOptions,
    tags: template.tags,
    ...content,
    ...(template.textCustom && { text: template.text }),
    textCustom: template.textCustom,
    ...(template.preheader !== undefined && { preheader: template.preheader }),
    ...(template.utm !== undefined && { utm: template.utm }),
    ...(template.event !== undefined && { event: template.event }),
    baseUpdatedAt: template.updatedAt,
  };
}
