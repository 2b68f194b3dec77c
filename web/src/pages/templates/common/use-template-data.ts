import { useNavigate } from 'react-router-dom';
import type { MailingFromTemplateBody } from '@shared/schemas/templates';
import { apiKey, useApiMutation, useApiQuery } from '@web/api/query';
import { editorPath } from '@web/pages/mailing/common/mailing-links';

/** Blueprints are ours and change only with a release: read once per visit. */
const BLUEPRINT_STALE_MS = 60 * 60_000;
/** A thumbnail's HTML: a card shown again within this time is not read again. */
const THUMBNAIL_STALE_MS = 5 * 60_000;

export const useBlueprints = () => useApiQuery('blueprints.list', {}, { staleTime: BLUEPRINT_STALE_MS });

/** A blueprint's HTML (and MJML), read only once its card is near the screen. */
export const useBlueprint = (id: string, enabled = true) =>
  useApiQuery('blueprints.get', { params: { id } }, { enabled, staleTime: BLUEPRINT_STALE_MS });

/** One of the account's templates, whole (its HTML is the card's thumbnail). */
export const useTemplate = (id: string, enabled = true) =>
  useApiQuery('templates.get', { params: { id } }, { enabled, staleTime: THUMBNAIL_STALE_MS });

export type ThumbnailSource = { kind: 'blueprint' | 'template'; id: string };

/** The HTML a card shows, from whichever read it needs (the other stays disabled). */
export function useThumbnailHtml(source: ThumbnailSource, enabled: boolean) {
  const blueprint = useBlueprint(source.id, enabled && source.kind === 'blueprint');
  const template = useTemplate(source.id, enabled && source.kind === 'template');
  const read = source.kind === 'blueprint' ? blueprint : template;
  return { html: read.data?.html, error: read.error, loading: enabled && read.data === undefined && !read.error };
}

/**
 * A new mailing from a blueprint, a template or blank (a copy: later changes to the template do not
 * reach it), then its editor.
 */
export function useNewMailingFrom() {
  const navigate = useNavigate();
  const create = useApiMutation('mailings.fromTemplate', { invalidates: [apiKey('mailings.list'), apiKey('templates.list')] });
  return {
    start: async (body: MailingFromTemplateBody) => {
      const mailing = await create.mutateAsync({ body });
      void navigate(editorPath(mailing.id));
    },
    pending: create.isPending,
    error: create.error,
    reset: create.reset,
  };
}
