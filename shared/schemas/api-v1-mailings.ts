import { z } from 'zod';
import { Mailing } from './mailing';

/**
 * The public API v1's mailing (issue 19): the web's Mailing schema cut to what an integrator reads —
 * who sends it, its audience, plan, state, counts and dates. Its content (html, MJML, text) and the
 * team's workflow (editors, 4-eye acceptance, pauses) stay in the web app.
 */
export const V1Mailing = Mailing.pick({
  id: true,
  name: true,
  subject: true,
  fromName: true,
  fromEmail: true,
  replyTo: true,
  segmentId: true,
  language: true,
  tags: true,
  state: true,
  sendType: true,
  schedule: true,
  startAt: true,
  nextStartAt: true,
  stats: true,
  progress: true,
  failure: true,
  createdAt: true,
  updatedAt: true,
  startedAt: true,
  finishedAt: true,
});
export type V1Mailing = z.infer<typeof V1Mailing>;
export const V1MailingList = z.object({ items: z.array(V1Mailing), cursor: z.string().optional() });
