import PostalMime from 'postal-mime';
import type { PermissionMap } from '@shared/permissions';
import { ApiSession, TEST_PASSWORD, type TestAccount } from './helpers';

const { identityProvider } = await import('@functions/auth/identity-provider');
const { usersRepository } = await import('@functions/users/repository');
const { adminRepository } = await import('@functions/admin/repository');
const { bareAddress, readEmulatorMail } = await import('@infra/local/emulator-mail');

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

/** Makes a user a platform super administrator (scripts/grant-super-admin.mjs does the same). */
export const grantSuperAdmin = (email: string) => adminRepository.setPlatformRole(email, 'SUPER_ADMIN');

/** Lifts the trial's user limit for tests that need more members. */
export const setPlan = (accountId: string, plan: 'trial' | 'standard' | 'advanced' | 'premium') => adminRepository.setPlan(accountId, plan);

export interface Mail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The mail each address received, oldest first, from ONE read of the emulator: moto serialises
 * everything it holds for each read, so tests read as rarely as they can.
 */
export async function mailsTo(...addresses: string[]): Promise<Mail[][]> {
  const all = await readEmulatorMail(process.env.AWS_ENDPOINT_URL!);
  return Promise.all(
    addresses.map(async (address) => {
      const mine = all.filter((m) => m.destinations.some((d) => bareAddress(d) === address.toLowerCase()));
      const parsed = await Promise.all(mine.map((m) => PostalMime.parse(m.raw)));
      return parsed.map((e) => ({ subject: e.subject ?? '', html: e.html ?? '', text: e.text ?? '' }));
    }),
  );
}
export const mailsFor = async (address: string): Promise<Mail[]> => (await mailsTo(address))[0]!;

/** The link to `path` in an e-mail (the test runtime's public URL is https://goniec.test). */
export function linkIn(mail: Mail, path: string): string {
  const match = new RegExp(`https://goniec\\.test${path}(\\?token=[^"\\s<]+)?`).exec(mail.html);
  if (!match) throw new Error(`no ${path} link in the e-mail "${mail.subject}"`);
  return match[0].replace(/&amp;/g, '&');
}

/** The last link to `path` in the mail an address received. */
export async function lastLink(address: string, path: string): Promise<string> {
  const mails = await mailsFor(address);
  if (!mails.length) throw new Error(`no mail for ${address}`);
  return linkIn(mails.at(-1)!, path);
}
export const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token') ?? '');

/** Adds a member through the API (no sign-in) and answers the created member. */
export async function addMember(
  admin: ApiSession,
  body: { roleId?: string; permissions?: PermissionMap; name?: string; teamIds?: string[]; email?: string } = {},
) {
  const res = await admin.call('POST', '/users/add', { json: { email: uniqueEmail('member'), name: 'Member Test', ...body } });
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; email: string; roleId: string; permissions: PermissionMap; role: string };
}

export const members = async (session: ApiSession) => (await session.call('GET', '/users')).body.items as any[];

export interface AddedMember {
  id: string;
  email: string;
  session: ApiSession;
}

/**
 * Adds a member through the API as `admin`, then gives them a password and an activated account
 * directly (the invitation journey itself is tested once, end to end), and signs them in.
 */
export async function addAndLogin(
  admin: ApiSession,
  body: { roleId?: string; permissions?: PermissionMap; name?: string; teamIds?: string[]; segmentIds?: string[] } = {},
): Promise<AddedMember> {
  const email = uniqueEmail('member');
  const res = await admin.call('POST', '/users/add', { json: { email, name: body.name ?? 'Member Test', ...body } });
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
  await identityProvider.setPassword(email, TEST_PASSWORD);
  await usersRepository.updateUser(res.body.id, { activated: true });
  const session = new ApiSession();
  await session.login({ email, password: TEST_PASSWORD });
  return { id: res.body.id, email, session };
}

/**
 * An existing Goniec user joins `admin`'s account: invited there (issue 10: joining is an invitation),
 * then accepting it in a session of their own. Answers the invitation as the account saw it.
 */
export async function joinAccount(
  admin: ApiSession,
  user: Pick<TestAccount, 'email' | 'password'>,
  body: { roleId?: string; permissions?: PermissionMap; teamIds?: string[]; segmentIds?: string[] } = {},
) {
  const invited = await admin.call('POST', '/users/add', { json: { email: user.email, name: 'Ignored Name', ...body } });
  if (invited.status !== 201 || invited.body.kind !== 'invitation')
    throw new Error(`invitation failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const own = new ApiSession();
  await own.login(user);
  const accepted = await own.call('POST', `/users/me/invitations/${invited.body.id}/accept`, { json: {} });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return invited.body as { id: string; email: string; roleId: string; permissions: PermissionMap };
}

export const memberIn = async (session: ApiSession, id: string) =>
  ((await session.call('GET', '/users')).body.items as { id: string }[]).find((m) => m.id === id) as any;
export type { TestAccount };
