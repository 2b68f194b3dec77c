import PostalMime from 'postal-mime';
import type { PermissionMap } from '@shared/permissions';
import { ApiSession, mailTo, TEST_PASSWORD, type TestAccount } from './helpers';

const { identityProvider } = await import('@functions/auth/identity-provider');
const { usersRepository } = await import('@functions/users/repository');
const { membersRepository } = await import('@functions/users/members-repository');

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

/** Lifts the trial's user limit for tests that need more members. */
export const setPlan = (accountId: string, plan: 'trial' | 'standard' | 'advanced' | 'premium') => membersRepository.setPlan(accountId, plan);

/** The last link to `path` in the mail an address received (the test runtime's public URL is https://goniec.test). */
export async function lastLink(address: string, path: string): Promise<string> {
  const mails = await mailTo(address);
  if (!mails.length) throw new Error(`no mail for ${address}`);
  const email = await PostalMime.parse(mails.at(-1)!.raw);
  const match = new RegExp(`https://goniec\\.test${path}(\\?token=[^"\\s<]+)?`).exec(email.html ?? '');
  if (!match) throw new Error(`no ${path} link in the e-mail to ${address}`);
  return match[0].replace(/&amp;/g, '&');
}
export const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token') ?? '');

/** Every e-mail an address received, parsed, oldest first. */
export async function mailsFor(address: string): Promise<{ subject: string; html: string; text: string }[]> {
  const parsed = await Promise.all((await mailTo(address)).map((m) => PostalMime.parse(m.raw)));
  return parsed.map((e) => ({ subject: e.subject ?? '', html: e.html ?? '', text: e.text ?? '' }));
}

/** Adds a member through the API (no sign-in) and answers the created member. */
export async function addMember(admin: ApiSession, body: { roleId?: string; permissions?: PermissionMap; name?: string; teamIds?: string[]; email?: string } = {}) {
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
export async function addAndLogin(admin: ApiSession, body: { roleId?: string; permissions?: PermissionMap; name?: string; teamIds?: string[] } = {}): Promise<AddedMember> {
  const email = uniqueEmail('member');
  const res = await admin.call('POST', '/users/add', { json: { email, name: body.name ?? 'Member Test', ...body } });
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
  await identityProvider.setPassword(email, TEST_PASSWORD);
  await usersRepository.updateUser(res.body.id, { activated: true });
  const session = new ApiSession();
  await session.login({ email, password: TEST_PASSWORD });
  return { id: res.body.id, email, session };
}

export const memberIn = async (session: ApiSession, id: string) => ((await session.call('GET', '/users')).body.items as { id: string }[]).find((m) => m.id === id) as any;
export type { TestAccount };
