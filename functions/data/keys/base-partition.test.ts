import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountRecordKey } from '../layout';
import { accountKeys } from './account';
import { campaignKeys } from './campaigns';
import { AccountKeyContext, type TableKey } from './context';
import { isPlatformKey, keysFor, platformKeys, relocate } from '.';
import { jobKeys } from './jobs';
import { peopleKeys } from './people';
import { predefinedKeys } from './predefined';
import { subscriberKeys } from './subscribers';

const id = fc.stringMatching(/^[0-9A-Z]{26}$/);
const word = fc.stringMatching(/^[a-z0-9@.]{1,20}$/);

/** One key of each shape the low-volume domains have, for account `a` in `layout`. */
function lowVolumeKeys(a: string, layout: 1 | 2, x: string): TableKey[] {
  const k = keysFor(a, layout);
  return [
    k.account(),
    k.company(),
    k.onboarding(x),
    k.securityPolicy(),
    k.trackingSettings(),
    k.branding(),
    k.companyDocuments(),
    k.cancellationSettings(),
    k.footer(x),
    k.footersHead(),
    k.securityHistoryEntry('login', x),
    k.securityHistoryEntry('activity', x),
    k.feedback(x),
    k.property(x),
    k.propertyName(x),
    k.propertyPlaceholder(x),
    k.blacklistEntry('email', x),
    k.blacklistEntry('gsm', x),
    k.member(x),
    k.invitation(x),
    k.role(x),
    k.roleName(x),
    k.team(x),
    k.teamName(x),
    k.mailing(x),
    k.smsRecord(x),
    k.segment(x),
    k.estimate(x),
    k.importFile(x),
    k.importJob(x),
    k.importRow(x, 7),
    k.importLock(),
    k.importSchema(x),
    k.importSchemaName(x),
    k.importSchemaCount(),
    k.exportJob(x),
    k.sender(x),
    k.senderDefault(),
    k.testGroup(x),
    k.testGroupName(x),
    k.tag(x),
    k.tagName(x),
    k.predefinedCount('senders'),
    k.predefinedCount('testGroups'),
    k.predefinedCount('tags'),
    k.scoringRules(),
    k.scoringRun(x),
    k.scoringSummary(),
  ];
}

describe('the low-volume domains in the key registry', () => {
  it('keep every item in the account’s base partition, with the same key in both layouts', () => {
    fc.assert(
      fc.property(id, word, (a, x) => {
        const one = lowVolumeKeys(a, 1, x);
        expect(lowVolumeKeys(a, 2, x)).toEqual(one);
        for (const key of one) expect(key.pk).toBe(`ACC#${a}`);
      }),
    );
  });

  it('are not moved by any family’s relocation (no relocation prefix swallows one of their sort keys)', () => {
    const target = new AccountKeyContext('ACC1', 2);
    for (const key of lowVolumeKeys('ACC1', 1, 'x1'))
      expect(relocate({ ...key, subscriberId: 'S1', status: 8 }, target), key.sk).toBeUndefined();
  });

  it('read each kind with a range that holds its items and none of its claims', () => {
    const k = keysFor('ACC1', 2);
    const ranges: [ReturnType<typeof k.roles>, TableKey[], TableKey[]][] = [
      [k.roles(), [k.role('r1')], [k.roleName('r1'), k.member('r1')]],
      [k.teams(), [k.team('t1')], [k.teamName('t1')]],
      [k.members(), [k.member('u1')], [k.invitation('u1')]],
      [k.invitations(), [k.invitation('u1')], [k.member('u1')]],
      [k.properties(), [k.property('p1')], [k.propertyName('p1'), k.propertyPlaceholder('p1')]],
      [k.blacklist('email'), [k.blacklistEntry('email', 'a@b.pl')], [k.blacklistEntry('gsm', '48500')]],
      [k.blacklist('email', 'a@'), [k.blacklistEntry('email', 'a@b.pl')], [k.blacklistEntry('email', 'b@a.pl')]],
      [k.mailings(), [k.mailing('m1')], [k.smsRecord('m1')]],
      [k.smsRecords(), [k.smsRecord('s1')], [k.mailing('s1')]],
      [k.segments(), [k.segment('g1')], [k.estimate('g1')]],
      [k.importJobs(), [k.importJob('i1')], [k.importFile('i1'), k.importRow('i1', 1), k.importLock()]],
      [k.importRows('i1'), [k.importRow('i1', 1), k.importRow('i1', 12)], [k.importRow('i10', 1)]],
      [k.importSchemas(), [k.importSchema('s1')], [k.importSchemaName('s1'), k.importSchemaCount()]],
      [k.exportJobs(), [k.exportJob('e1')], [k.importJob('e1')]],
      [k.securityHistory('login'), [k.securityHistoryEntry('login', 'h1')], [k.securityHistoryEntry('activity', 'h1'), k.securityPolicy()]],
      [k.senders(), [k.sender('s1')], [k.senderDefault(), k.sendingDomain('s1.pl'), k.predefinedCount('senders')]],
      [k.testGroups(), [k.testGroup('t1')], [k.testGroupName('t1'), k.testSends('2026-01-01'), k.predefinedCount('testGroups')]],
      [k.tags(), [k.tag('t1')], [k.tagName('t1'), k.predefinedCount('tags')]],
    ];
    for (const [range, inside, outside] of ranges) {
      for (const key of inside) expect(key.pk === range.pk && key.sk.startsWith(range.prefix), `${key.sk} in ${range.prefix}`).toBe(true);
      for (const key of outside) expect(key.sk.startsWith(range.prefix), `${key.sk} outside ${range.prefix}`).toBe(false);
    }
  });

  it('put an account’s items on a user’s index under a sort key that names the account', () => {
    fc.assert(
      fc.property(id, id, (a, user) => {
        const k = keysFor(a, 2);
        const member = k.memberIndex(user);
        const invitation = k.invitationIndex(user);
        expect(member.gsi1pk).toBe(platformKeys.userMemberships(user).gsi1pk);
        expect(member.gsi1sk).toBe(`ACC#${a}`);
        expect(member.gsi1sk.startsWith(platformKeys.userMemberships(user).prefix)).toBe(true);
        expect(invitation.gsi1pk).toBe(platformKeys.userInvitations(user).gsi1pk);
        expect(invitation.gsi1sk).toBe(`INV#${a}`);
        expect(invitation.gsi1sk.startsWith(platformKeys.userInvitations(user).prefix)).toBe(true);
        // A membership is not an invitation on the user's index, nor the other way round.
        expect(member.gsi1sk.startsWith(platformKeys.userInvitations(user).prefix)).toBe(false);
        expect(k.accountListEntry('2026-01-01T00:00:00.000Z').gsi1sk.endsWith(`#${a}`)).toBe(true);
      }),
    );
  });

  it('give the account record the key the layout is read from, in every layout', () => {
    expect(keysFor('ACC1', 1).account()).toEqual(accountRecordKey('ACC1'));
    expect(keysFor('ACC1', 2).account()).toEqual(accountRecordKey('ACC1'));
  });

  it('name their key functions apart from every other domain’s (the registry is one flat object)', () => {
    const c = new AccountKeyContext('ACC1', 2);
    const names = [subscriberKeys, accountKeys, peopleKeys, campaignKeys, jobKeys, predefinedKeys].flatMap((domain) =>
      Object.keys(domain(c)),
    );
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

describe('platform keys', () => {
  it('are built without an account and recognised as the platform’s, never as an account’s', () => {
    fc.assert(
      fc.property(id, word, fc.integer({ min: 0, max: 2 ** 31 }), (userId, text, n) => {
        const keys = [
          platformKeys.user(userId).pk,
          platformKeys.userPartition(userId),
          platformKeys.emailClaim(text).pk,
          platformKeys.passwords(userId).pk,
          platformKeys.twoFactor(userId).pk,
          platformKeys.timedGrant(userId, text).pk,
          platformKeys.proofFailures(userId).pk,
          platformKeys.mailThrottle(text, userId).pk,
          platformKeys.signInOrigins(userId).pk,
          platformKeys.userHistoryEntry(userId, 'login', text).pk,
          platformKeys.userIndex(userId),
          platformKeys.session(text).pk,
          platformKeys.userSessionsPk(userId),
          platformKeys.sessionIndex({ id: text, userId }).gsi1pk,
          platformKeys.loginFailures(text).pk,
          platformKeys.rateCounter('login.ip', text, n).pk,
          platformKeys.userListEntry({ id: userId, email: text }).gsi1pk,
        ];
        for (const key of keys) {
          expect(isPlatformKey(key), key).toBe(true);
          expect(key.startsWith('ACC#'), key).toBe(false);
        }
        expect(isPlatformKey(keysFor(userId, 2).account().pk)).toBe(false);
      }),
    );
  });

  it('keep an abuse counter’s subject only as a digest', () => {
    const key = platformKeys.rateCounter('login.email', 'ala@example.com', 60);
    expect(JSON.stringify(key)).not.toContain('ala');
    expect(key).toEqual(platformKeys.rateCounter('login.email', 'ala@example.com', 60));
    expect(key.pk).not.toBe(platformKeys.rateCounter('login.email', 'ola@example.com', 60).pk);
  });
});
