import { describe, expect, it } from 'vitest';
import { EMPTY_STATS, Mailing, MailingContent } from './mailing';

describe('mailing schemas', () => {
  const content = { name: 'Nowości', subject: 'Witaj', fromName: 'Sklep', fromEmail: 'sklep@goniec.test', html: '<p>x</p>' };

  it('refuse a line break in the subject and sender name coming in (header injection)', () => {
    expect(MailingContent.safeParse({ ...content, subject: 'Witaj\r\nBcc: x@example.com' }).success).toBe(false);
    expect(MailingContent.safeParse({ ...content, fromName: 'Sklep\nX-Spam: no' }).success).toBe(false);
    expect(MailingContent.safeParse({ ...content, html: '<p>\u202Ex</p>\n' }).success).toBe(true);
  });

  it('still list a mailing stored before a text rule existed', () => {
    const stored = {
      ...content,
      html: '<p>\f</p>',
      subject: 'Tab\there',
      id: 'm1',
      state: 'working',
      stats: EMPTY_STATS,
      createdAt: 'x',
      updatedAt: 'x',
    };
    expect(Mailing.parse(stored)).toMatchObject({ html: '<p>\f</p>', subject: 'Tab\there' });
  });
});
