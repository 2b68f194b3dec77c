import { ulid } from 'ulid';
import { DEFAULT_PREFS } from '@shared/schemas/user';
import { fullVersions } from '@shared/versions';
import { identityProvider } from '@functions/auth/identity-provider';
import { mailingsService } from '@functions/mailings/service';
import { subscribersService } from '@functions/subscribers/service';
import { usersRepository } from '@functions/users/repository';
import { ownerPermissions } from '@functions/users/service';

export const DEMO_LOGIN = { email: 'demo@goniec.local', password: 'Marketing-2026!' };
/** A platform super administrator, so the admin zone (/admin/accounts) can be tried locally. */
export const ADMIN_LOGIN = { email: 'admin@goniec.local', password: 'Operator-2026!' };

const DEMO_SUBSCRIBERS = [
  // Texts to these numbers only ever reach the emulator (the dev outbox lists them).
  { email: 'ala.kowalska@example.com', name: 'Ala Kowalska', gsm: '601 000 101' },
  { email: 'jan.nowak@example.com', name: 'Jan Nowak', gsm: '601 000 102' },
  { email: 'zofia.wisniewska@example.com', name: 'Zofia Wiśniewska' },
  // The SES mailbox simulator's addresses: a send shows a bounce and a complaint come back.
  { email: 'bounce@simulator.amazonses.com', name: 'Bounce test' },
  { email: 'complaint@simulator.amazonses.com', name: 'Complaint test' },
];

const DEMO_HTML = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16191f;max-width:600px;margin:auto">
<h1>Cześć {{name}}!</h1>
<p>To jest przykładowy mailing wysłany z Gońca. Linki są śledzone, a otwarcie liczy niewidoczny piksel.</p>
<p><a href="https://example.com/promocja">Zobacz promocję</a></p>
</body></html>`;

/** Creates the demo account once (owner user, a few subscribers, a draft mailing); safe to run again. */
export async function seedDemo(senderDomain: string): Promise<typeof DEMO_LOGIN> {
  if (await usersRepository.findUserIdByEmail(DEMO_LOGIN.email)) return DEMO_LOGIN;
  const userId = ulid();
  const accountId = ulid();
  const now = new Date();
  const created = await usersRepository.createUserWithAccount(
    {
      id: userId,
      email: DEMO_LOGIN.email,
      name: 'Demo Marketer',
      role: 'USER',
      activated: true,
      onboarded: true,
      banned: false,
      prefs: DEFAULT_PREFS,
      defaultAccountId: accountId,
      passwordVersion: 1,
      createdAt: now.toISOString(),
    },
    {
      id: accountId,
      name: 'Demo Sp. z o.o.',
      plan: 'trial',
      ownerId: userId,
      createdAt: now.toISOString(),
      trialEndsAt: new Date(now.getTime() + 30 * 86400_000).toISOString(),
      config: { blacklist_enabled: true },
    },
    { accountId, userId, role: 'ADMIN', permissions: ownerPermissions(), language: 'pl' },
  );
  // Another start seeding at the same time got there first (the address is claimed in the same write).
  if (!created) return DEMO_LOGIN;
  await identityProvider.createUser(DEMO_LOGIN.email, DEMO_LOGIN.password);
  await identityProvider.markEmailVerified(DEMO_LOGIN.email);
  for (const s of DEMO_SUBSCRIBERS)
    await subscribersService.create(accountId, { ...s, status: 8, emailType: 'normal' }, { kind: 'system' }, 'demo');
  await mailingsService.create(
    { accountId, userId, versions: fullVersions(), segmentIds: [] },
    {
      name: 'Powitanie',
      subject: 'Witaj {{name}} w Gońcu',
      fromName: 'Demo Sp. z o.o.',
      fromEmail: `newsletter@${senderDomain}`,
      html: DEMO_HTML,
    },
  );
  return DEMO_LOGIN;
}

/**
 * Creates the local platform administrator once: a SUPER_ADMIN user with an account of their own
 * (every sign-in lands in an account). In AWS, `npm run admin:grant -- <e-mail>` promotes a real user.
 */
export async function seedAdmin(): Promise<typeof ADMIN_LOGIN> {
  if (await usersRepository.findUserIdByEmail(ADMIN_LOGIN.email)) return ADMIN_LOGIN;
  const userId = ulid();
  const accountId = ulid();
  const now = new Date();
  const created = await usersRepository.createUserWithAccount(
    {
      id: userId,
      email: ADMIN_LOGIN.email,
      name: 'Platform Operator',
      role: 'SUPER_ADMIN',
      activated: true,
      onboarded: true,
      banned: false,
      prefs: DEFAULT_PREFS,
      defaultAccountId: accountId,
      passwordVersion: 1,
      createdAt: now.toISOString(),
    },
    {
      id: accountId,
      name: 'Goniec Operations',
      plan: 'trial',
      ownerId: userId,
      createdAt: now.toISOString(),
      trialEndsAt: new Date(now.getTime() + 30 * 86400_000).toISOString(),
      config: { blacklist_enabled: true },
    },
    { accountId, userId, role: 'ADMIN', permissions: ownerPermissions(), language: 'pl' },
  );
  // Another start seeding at the same time got there first (the address is claimed in the same write).
  if (!created) return ADMIN_LOGIN;
  await identityProvider.createUser(ADMIN_LOGIN.email, ADMIN_LOGIN.password);
  await identityProvider.markEmailVerified(ADMIN_LOGIN.email);
  return ADMIN_LOGIN;
}
