import { describe, expect, it } from 'vitest';
import { TEST_SENDS_PER_DAY } from '@shared/constants';
import { loggedIn } from './helpers';
import { addSubscriber, freshPolishNumber, textsTo } from './sms-helpers';

describe('test messages', () => {
  it(`go to the account's subscribers only, at most ${TEST_SENDS_PER_DAY} a day per account, all of a request or none`, async () => {
    const { session } = await loggedIn();
    const numbers = Array.from({ length: 10 }, freshPolishNumber);
    for (const gsm of numbers) await addSubscriber(session, { gsm });
    const stranger = freshPolishNumber();

    for (let round = 0; round < TEST_SENDS_PER_DAY / numbers.length; round++) {
      const res = await session.call('POST', '/sms/test', {
        json: { sender: 'Sklep', content: `Test ${round}`, numbers: round === 0 ? [...numbers.slice(0, 9), stranger] : numbers },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await textsTo(stranger)).toEqual([]);

    // 9 + 4 × 10 went: one place is left, and a request for two gets neither.
    const two = await session.call('POST', '/sms/test', { json: { sender: 'Sklep', content: 'Za dużo', numbers: numbers.slice(0, 2) } });
    expect(two.status).toBe(403);
    expect(two.body).toEqual({
      code: 'FEATURE_LIMIT_REACHED',
      params: { limit: 'testSends', max: TEST_SENDS_PER_DAY, used: TEST_SENDS_PER_DAY - 1 },
    });
    expect((await textsTo(numbers[0]!)).map((m: { message: string }) => m.message)).not.toContain('Za dużo');
    const one = await session.call('POST', '/sms/test', { json: { sender: 'Sklep', content: 'Ostatni', numbers: [numbers[0]] } });
    expect(one.body.results).toEqual([{ number: numbers[0], status: 'sent' }]);
    const refused = await session.call('POST', '/sms/test', { json: { sender: 'Sklep', content: 'Jutro', numbers: [numbers[1]] } });
    expect(refused.body.params).toMatchObject({ limit: 'testSends', used: TEST_SENDS_PER_DAY });

    // Numbers nobody has cost nothing: they are refused before the count.
    const strangers = await session.call('POST', '/sms/test', { json: { sender: 'Sklep', content: 'Obcy', numbers: [stranger] } });
    expect(strangers.body.results).toEqual([{ number: stranger, status: 'not_sent', error: 'GSM_NOT_IN_DB' }]);

    // Another account has its own day.
    const other = await loggedIn();
    const theirs = freshPolishNumber();
    await addSubscriber(other.session, { gsm: theirs });
    expect(
      (await other.session.call('POST', '/sms/test', { json: { sender: 'Sklep', content: 'Test', numbers: [theirs] } })).body.results[0]
        .status,
    ).toBe('sent');
  });
});
