import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { localDay, nextAnniversaryCheck } from '@shared/rules/anniversary';
import { campaignTicks } from '@functions/mailings/send-types';
import { drainQueues, loggedIn, mailTo } from './helpers';

/**
 * Automatic mailings on a date's anniversary (issue 17): the daily look at the trigger's hour in the
 * account's zone (Europe/Warsaw, the default) triggers those whose birthday is that day, once a
 * year; the ticker is driven at the test's times (assertions are by mail, as it reads every account's).
 */
const ZONE = 'Europe/Warsaw';
const DAY_MS = 86_400_000;

async function tickAt(at: number) {
  await campaignTicks(new Date(at));
  await drainQueues();
}

/** The same month and day in 1990 (a common year, as the dates in these tests are not 29 February's). */
const birthdayOn = (at: number) => `1990${localDay(new Date(at), ZONE).slice(4)}`;

describe('automatic mailings on a birthday', () => {
  it('go to whom it is the day of, at the hour, and to nobody twice in a year', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const address = (name: string) => `${name}-${tag}@example.com`;
    // Twelve hours from now in the zone: far from the hour's edge, so the test and the plan agree on the next look.
    const hour = (DateTime.now().setZone(ZONE).hour + 12) % 24;
    const look = nextAnniversaryCheck(new Date(), hour, ZONE).getTime();
    const add = async (name: string, birthday: string) => {
      const res = await session.call('POST', '/subscribers', { json: { email: address(name), props: { birthday } } });
      expect(res.status).toBe(201);
      return res.body as { id: string; version: number };
    };
    const ala = await add('ala', birthdayOn(look));
    await add('jan', birthdayOn(look + DAY_MS));

    const created = await session.call('POST', '/mailings', {
      json: { name: 'Urodziny', subject: 'Sto lat', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Sto lat</p>' },
    });
    const id = created.body.id as string;
    for (const propertyId of ['city', 'NOSUCHPROPERTY']) {
      const refused = await session.call('POST', `/mailings/${id}/plan`, {
        json: { type: 'automatic', trigger: { kind: 'anniversary', propertyId, hour } },
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('CAMPAIGN_TRIGGER_INVALID');
    }
    const planned = await session.call('POST', `/mailings/${id}/plan`, {
      json: { type: 'automatic', trigger: { kind: 'anniversary', propertyId: 'birthday', hour } },
    });
    expect(planned.status).toBe(202);
    expect(planned.body).toMatchObject({ state: 'planned', sendType: 'automatic' });

    // A minute before the hour nobody is looked at.
    await tickAt(look - 60_000);
    await tickAt(look - 30_000);
    expect(await mailTo(address('ala'))).toHaveLength(0);

    // At the hour: Ala's birthday, sent in the run the next minute's tick makes; Jan's is tomorrow.
    await tickAt(look);
    await tickAt(look + 60_000);
    expect(await mailTo(address('ala'))).toHaveLength(1);
    expect(await mailTo(address('jan'))).toHaveLength(0);

    // Ala's date is moved to tomorrow: the day of Jan's, and again hers, but not twice in one year.
    const moved = await session.call('PUT', `/subscribers/${ala.id}`, {
      json: { version: ala.version, props: { birthday: birthdayOn(look + DAY_MS) } },
    });
    expect(moved.status).toBe(200);
    await tickAt(look + DAY_MS);
    await tickAt(look + DAY_MS + 60_000);
    expect(await mailTo(address('jan'))).toHaveLength(1);
    expect(await mailTo(address('ala'))).toHaveLength(1);
    expect((await session.call('GET', `/mailings/${id}`)).body).toMatchObject({ state: 'planned', sendType: 'automatic' });
  });
});
