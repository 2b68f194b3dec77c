import { mailingsRepository } from '@functions/mailings/repository';
import { resumeDue } from '@functions/delivery/control';
import { reconcileSendings } from '@functions/delivery/reconciler';
import { sendingQueues } from '@functions/sending/queues';
import type { DueRead } from '@functions/platform/due-index';
import { logger } from '@functions/platform/logger';
import { observed } from '@functions/platform/middleware/observability';
import { segmentsService } from '@functions/segments/service';
import { domainsService } from '@functions/domains/service';
import { signupService } from '@functions/signup/signup-service';
import { campaignTicks } from '@functions/mailings/send-types';
import { smsSchedules } from '@functions/sms/schedule';
import { scoringService } from '@functions/scoring/service';
import { sftpTasksService } from '@functions/sftp/tasks-service';

/**
 * Runs every minute: queues the first planning piece of every mailing that is due, a calculation
 * for every dynamic segment whose refresh is due, resumes the sendings paused on a daily quota whose
 * time has come (delivery/control.ts), and reconciles the sendings under way
 * (delivery/reconciler.ts), then asks SES about a bounded number of unverified sending domains
 * (domains/service.ts checkDue; SES's management API is slow, so last). All idempotent (planning checks the mailing's state and step, a segment
 * already calculating is left alone), so work queued twice or lost is safe. Each due read follows
 * every page of the index up to a bound per tick (platform/due-index.ts); `read` lets tests make
 * the pages small.
 */
export async function tick(
  now = new Date(),
  read?: DueRead,
): Promise<{
  queued: number;
  segments: number;
  resumed: number;
  reconciled: Awaited<ReturnType<typeof reconcileSendings>>;
  domains: number;
  signups: number;
  campaigns: number;
  sms: number;
  scoring: number;
  sftp: number;
}> {
  const due = await mailingsRepository.due(now.toISOString(), read);
  await Promise.all(due.map((m) => sendingQueues.plan({ channel: 'email', accountId: m.accountId, sendingId: m.id, step: 0 })));
  const segments = await segmentsService.refreshDue(now, read);
  const resumed = await resumeDue(now, read);
  const reconciled = await reconcileSendings(now, read);
  const domains = await domainsService.checkDue(now, read);
  // Double opt-in sign-ups left unconfirmed past their days (signup/signup-service.ts).
  const signups = await signupService.expireDue(now, read?.max);
  // Issue 17: cyclic runs and anniversaries due (functions/mailings/send-types).
  const campaigns = await campaignTicks(now, read);
  // Issue 17: planned SMS sendings and cyclic SMS runs due (functions/sms/schedule.ts).
  const sms = await smsSchedules.tick(now, read);
  // Issue 18: nightly scoring recalculations due (functions/scoring/service.ts).
  const scoring = await scoringService.nightly(now, read);
  // Issue 20: SFTP import tasks due (functions/sftp/tasks-service.ts).
  const sftp = await sftpTasksService.tick(now, read);
  if (due.length || segments || resumed || domains || signups || campaigns || sms || scoring || sftp)
    logger.info('ticker queued due work', {
      mailings: due.length,
      segments,
      resumed,
      reconciled,
      domains,
      signups,
      campaigns,
      sms,
      scoring,
      sftp,
    });
  return { queued: due.length, segments, resumed, reconciled, domains, signups, campaigns, sms, scoring, sftp };
}

/** Through middy like every function: logger context and metrics. */
export const handler = observed((_event: void) => tick());
