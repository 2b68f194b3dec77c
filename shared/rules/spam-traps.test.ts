import { describe, expect, it } from 'vitest';
import { lockUntil, trapKind, trapsLock, SPAM_TRAP_RULE } from './spam-traps';

describe('spam-trap rule', () => {
  it('recognises trap domains and operational role mailboxes', () => {
    expect(trapKind('anyone@spamtrap.goniec.app')).toBe('IMPORT_SPAM_TRAP');
    expect(trapKind('jan@firma.invalid')).toBe('IMPORT_SPAM_TRAP');
    expect(trapKind('abuse@firma.pl')).toBe('IMPORT_ROLE_ADDRESS');
    expect(trapKind('postmaster+list@firma.pl')).toBe('IMPORT_ROLE_ADDRESS');
    expect(trapKind('mailer-daemon@firma.pl')).toBe('IMPORT_ROLE_ADDRESS');
  });

  it('leaves ordinary and business role addresses alone', () => {
    for (const email of ['jan.kowalski@firma.pl', 'biuro@firma.pl', 'info@firma.pl', 'abuse.team@firma.pl', 'x@example.com'])
      expect(trapKind(email)).toBeUndefined();
  });

  it('locks only past both the minimum count and the share of rows', () => {
    expect(trapsLock(SPAM_TRAP_RULE.minHits - 1, 10)).toBe(false);
    expect(trapsLock(SPAM_TRAP_RULE.minHits, 100)).toBe(true);
    expect(trapsLock(SPAM_TRAP_RULE.minHits, 100_000)).toBe(false);
    expect(trapsLock(2000, 100_000)).toBe(true);
  });

  it('locks for the rule’s hours', () => {
    expect(lockUntil(new Date('2026-03-01T12:00:00.000Z'))).toBe(
      new Date(Date.UTC(2026, 2, 1, 12 + SPAM_TRAP_RULE.lockHours)).toISOString(),
    );
  });
});
