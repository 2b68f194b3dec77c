import type { TestSendBody, TestSendResult } from '@shared/schemas/content';
import { normalizeEmail } from '@shared/rules/contacts';
import { logger } from '@functions/platform/logger';
import { sendRaw } from '@functions/platform/mailer';
import type { Principal } from '@functions/platform/http';
import { testGroupsService } from '@functions/predefined/test-groups-service';
import { audienceScope } from '@functions/segments/restriction';
import { subscribersRepository } from '@functions/subscribers/repository';
import { compileContent, type SendableContent } from '@functions/sending/compile';
import { renderFor } from '@functions/sending/render';
import { returnTestSends, takeTestSends } from '@functions/sending/test-sends';
import { untrackedUrls } from './untracked';

type Actor = Pick<Principal, 'accountId' | 'segmentIds'>;

/**
 * Issue 16: test e-mails of a mailing (or a template: the same content), through the real send path
 * — compiled by compileContent as a sending is (the footer of its language, the preheader, the own
 * text part, the mailing's UTM), rendered by renderFor and sent by the platform mailer — with the
 * subject prefixed "[TEST] ". The recipients are the addresses typed and those of the test group
 * picked, each once; every one must be a subscriber within the user's reach or in one of the
 * account's test groups (TEST_SEND_ADDRESS_NOT_ALLOWED otherwise, reported for that address: the
 * button must not mail anyone free of charge). A subscriber gets their own fields, anyone else each
 * field's fallback. They count towards the account's daily test messages, all or none (403
 * FEATURE_LIMIT_REACHED); one the provider refuses is reported not sent and given back.
 *
 * Nothing a test reader does counts: links go straight to their destinations, the open pixel loads
 * nothing (content/untracked.ts), and the message carries no mailing or subscriber tag, so its
 * delivery events are dropped by the events ingest as untagged.
 */
export async function sendTestEmails(actor: Actor, message: SendableContent, body: TestSendBody): Promise<TestSendResult> {
  const [group, testEmails, scope] = await Promise.all([
    body.testGroupId ? testGroupsService.contacts(actor.accountId, body.testGroupId) : undefined,
    testGroupsService.allEmails(actor.accountId),
    audienceScope(actor.accountId, actor.segmentIds),
  ]);
  const seen = new Set<string>();
  const given = [...body.emails, ...(group?.emails ?? [])]
    .map((typed) => ({ typed, email: normalizeEmail(typed) ?? typed.trim().toLowerCase() }))
    .filter(({ email }) => !seen.has(email) && Boolean(seen.add(email)));
  const ids = await subscribersRepository.idsByEmails(
    actor.accountId,
    given.map((g) => g.email),
  );
  const subscriberOf = (email: string) => {
    const id = ids.get(email);
    return id !== undefined && (!scope || scope(id)) ? id : undefined;
  };
  const allowed = given.filter(({ email }) => subscriberOf(email) !== undefined || testEmails.has(email));
  await takeTestSends(actor.accountId, allowed.length);

  const results: TestSendResult['results'] = [];
  let unsent = 0;
  try {
    const compiled = allowed.length
      ? await compileContent(actor.accountId, { ...message, subject: `[TEST] ${message.subject}` })
      : undefined;
    const subscribers = new Map(
      (
        await subscribersRepository.getMany(
          actor.accountId,
          allowed.flatMap(({ email }) => subscriberOf(email) ?? []),
        )
      ).map((s) => [s.id, s]),
    );
    for (const { typed, email } of given) {
      if (!allowed.some((a) => a.email === email) || !compiled) {
        results.push({ email: typed, status: 'not_sent', error: 'TEST_SEND_ADDRESS_NOT_ALLOWED' });
        continue;
      }
      const id = subscriberOf(email);
      const subscriber = id ? subscribers.get(id) : undefined;
      try {
        const rendered = renderFor(compiled, { ...(subscriber ?? {}), email }, untrackedUrls());
        await sendRaw({ from: message.fromEmail, to: email, raw: rendered.raw, tags: { account: actor.accountId, purpose: 'test' } });
        results.push({ email: typed, status: 'sent' });
      } catch (error) {
        logger.warn('test e-mail not sent', { accountId: actor.accountId, error: (error as Error).message });
        results.push({ email: typed, status: 'not_sent', error: 'TEST_SEND_FAILED' });
        unsent++;
      }
    }
  } catch (error) {
    // Compiling failed: nothing went, everything taken is given back.
    await returnTestSends(actor.accountId, allowed.length);
    throw error;
  }
  await returnTestSends(actor.accountId, unsent);
  return { results };
}
