import type { Blueprint, BlueprintSummary } from '@shared/schemas/templates';
import { compileMjml } from '@functions/content/compile';
import { NotFoundError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';
import { sanitiseMailingHtml } from '@functions/mailings/sanitize';
import { BLUEPRINTS, blueprintById } from './blueprints';

/**
 * The blueprints we ship (./blueprints): the gallery lists them, and one opened answers its MJML
 * with the HTML it compiles to. They are code, so their HTML is compiled once per container.
 */
const compiled = new Map<string, string>();

function htmlOf(id: string, mjml: string): string {
  let html = compiled.get(id);
  if (html === undefined) {
    const out = compileMjml(mjml);
    // A blueprint that does not compile is our bug: shown empty (and logged) rather than failing the gallery.
    if (!out.html || out.problems.length) logger.error('blueprint does not compile', { id, problems: out.problems });
    html = out.html ? sanitiseMailingHtml(out.html).html : '';
    compiled.set(id, html);
  }
  return html;
}

export const blueprintsService = {
  list(): { items: BlueprintSummary[] } {
    return { items: BLUEPRINTS.map(({ id, category, name, description }) => ({ id, category, name, description })) };
  },

  get(id: string): Blueprint {
    const source = blueprintById(id);
    if (!source) throw new NotFoundError('BLUEPRINT_NOT_FOUND');
    return { ...source, html: htmlOf(source.id, source.mjml) };
  },
};
