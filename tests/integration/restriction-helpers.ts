import { PERMISSION_KEYS, type PermissionMap } from '@shared/permissions';
import { drainQueues, loggedIn, type ApiSession, type TestAccount } from './helpers';
import { addAndLogin, setPlan, type AddedMember } from './users-helpers';

/** A subscriber of the fixture, with every value that must never reach a restricted user when it is out of their scope. */
export interface Person {
  id: string;
  email: string;
  gsm: string;
  name: string;
}

export interface RestrictedAccount {
  owner: ApiSession;
  account: TestAccount;
  /** Restricted to `segment`; holds every permission there is. */
  member: AddedMember;
  segment: string;
  inside: Person[];
  outside: Person[];
}

/** Every key of the spec, the four-eye pair included: a restriction must hold whatever else the user may do. */
export const everyPermission = (): PermissionMap => Object.fromEntries(PERMISSION_KEYS.map((k) => [k, true]));

let serial = 0;

/**
 * An account whose owner has subscribers inside a segment ("in-…" addresses) and outside it
 * ("out-…"), each with an e-mail, a GSM number and a name, and a member restricted to that segment
 * who holds every permission. Names and numbers are unique per call, so a leak is a plain substring.
 */
export async function restrictedAccount(options: { inside?: number; outside?: number } = {}): Promise<RestrictedAccount> {
  const { session: owner, account } = await loggedIn();
  await setPlan(account.accountId, 'standard');
  const run = `${Date.now().toString(36)}${(++serial).toString(36)}`;
  const make = async (side: 'in' | 'out', i: number): Promise<Person> => {
    const digits = `${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}${i % 10}`;
    const body = {
      email: `${side}-${run}-${i}@example.com`,
      gsm: `48${side === 'in' ? 50 : 60}${digits}`,
      name: `${side === 'in' ? 'Wewnątrz' : 'Zewnątrz'} ${run} ${i}`,
      status: 8,
    };
    const res = await owner.call('POST', '/subscribers', { json: body });
    if (res.status !== 201) throw new Error(`subscriber: ${res.status} ${JSON.stringify(res.body)}`);
    return { id: res.body.id, email: body.email, gsm: res.body.gsm, name: body.name };
  };
  const inside: Person[] = [];
  const outside: Person[] = [];
  for (let i = 0; i < (options.inside ?? 2); i++) inside.push(await make('in', i));
  for (let i = 0; i < (options.outside ?? 2); i++) outside.push(await make('out', i));
  const segment = (
    await owner.call('POST', '/segments', {
      json: {
        name: 'Wewnętrzni',
        type: 'static',
        conditions: {
          kind: 'group',
          op: 'and',
          children: [{ kind: 'condition', source: 'field', target: 'email', aggregation: 'none', operator: 'startsWith', value: 'in-' }],
        },
      },
    })
  ).body.id as string;
  await owner.call('POST', `/segments/${segment}/calculate`, { json: {} });
  await drainQueues();
  const member = await addAndLogin(owner, { permissions: everyPermission(), segmentIds: [segment] });
  return { owner, account, member, segment, inside, outside };
}

/** A manual import as the restricted user (or anyone) sends it; answers the response. */
export const manualImport = (session: ApiSession, lines: string[], mode: number) =>
  session.call('POST', '/imports/manual', { json: { text: lines.join('\n'), mode } });
