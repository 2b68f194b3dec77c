import type { Mailing } from '@shared/schemas/mailing';
import type { StoredContent } from '@shared/schemas/content';
import type { Principal } from '@functions/platform/http';
import { mailingsService } from '@functions/mailings/service';
import { restorePoints, type RestoreReason } from './history';

/**
 * A mailing's restore points (the same module as templates'): recorded after every successful
 * create and save, read by whoever may open the mailing itself (its versions decide, so a mailing
 * beyond the user's reach is refused as it is by mailings.get).
 */
function contentOf(mailing: Mailing): StoredContent {
  return {
    mode: mailing.mode ?? 'html',
    ...(mailing.mjml ? { mjml: mailing.mjml } : {}),
    html: mailing.html,
    text: mailing.text ?? '',
    textCustom: mailing.textCustom ?? false,
    ...(mailing.preheader ? { preheader: mailing.preheader } : {}),
    ...(mailing.utm ? { utm: mailing.utm } : {}),
    ...(mailing.event ? { event: mailing.event } : {}),
  };
}

/** Records the saved mailing's content as a restore point and answers the mailing unchanged. */
export async function withRestorePoint(actor: Principal, saved: Promise<Mailing>, reason: RestoreReason = 'save'): Promise<Mailing> {
  const mailing = await saved;
  await restorePoints.record(actor.accountId, 'mailing', mailing.id, contentOf(mailing), {
    subject: mailing.subject,
    by: actor.email,
    reason,
  });
  return mailing;
}

export const mailingHistory = {
  async list(actor: Principal, id: string) {
    await mailingsService.get(actor, id);
    return restorePoints.list(actor.accountId, 'mailing', id);
  },
  async get(actor: Principal, id: string, pointId: string) {
    await mailingsService.get(actor, id);
    return restorePoints.get(actor.accountId, 'mailing', id, pointId);
  },
};
