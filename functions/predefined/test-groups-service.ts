import { ulid } from 'ulid';
import type { FieldError } from '@shared/errors';
import { normalizeEmail, normalizeGsm } from '@shared/rules/contacts';
import { TEST_GROUPS_MAX } from '@shared/rules/predefined';
import type { TestGroup, TestGroupBody, TestGroupOptions } from '@shared/schemas/predefined';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import { propertiesService } from '@functions/properties/service';
import { limitCounter } from './limit-counter';
import { namedRepository, type NamedRecord, type NamedRefusal } from './named-repository';

/** A test group as stored: addresses and numbers as subscribers' are stored (lower-cased; E.164 digits). */
export interface TestGroupRecord extends NamedRecord {
  emails: string[];
  gsms: string[];
}

export const testGroupsRepository = namedRepository<TestGroupRecord>(
  { item: (keys, id) => keys.testGroup(id), range: (keys) => keys.testGroups(), name: (keys, name) => keys.testGroupName(name) },
  ['id', 'name', 'emails', 'gsms', 'createdAt', 'updatedAt'],
  limitCounter('testGroups', TEST_GROUPS_MAX),
);

const toDto = ({ id, name, emails, gsms, createdAt, updatedAt }: TestGroupRecord): TestGroup => ({
  id,
  name,
  emails,
  gsms,
  createdAt,
  updatedAt,
});

/**
 * The entries normalised as subscribers' (shared/rules/contacts.ts; numbers by the account's
 * prefix rule), duplicates dropped; every bad one refused at once, each named (path and value).
 */
async function normalize(accountId: string, body: TestGroupBody): Promise<{ emails: string[]; gsms: string[] }> {
  const { allowOtherGsmPrefixes } = await propertiesService.settings(accountId);
  const problems: FieldError[] = [];
  const emails = body.emails.flatMap((raw, i) => {
    const email = normalizeEmail(raw);
    if (!email) problems.push({ path: `emails.${i}`, code: 'TEST_GROUP_INVALID_EMAIL', params: { value: raw } });
    return email ? [email] : [];
  });
  const gsms = body.gsms.flatMap((raw, i) => {
    const out = normalizeGsm(raw, allowOtherGsmPrefixes);
    if ('gsm' in out) return [out.gsm];
    const code = out.problem === 'GSM_PREFIX_48_ONLY' ? 'TEST_GROUP_GSM_PREFIX_48_ONLY' : 'TEST_GROUP_INVALID_GSM';
    problems.push({ path: `gsms.${i}`, code, params: { value: raw } });
    return [];
  });
  if (problems.length) throw new ValidationError(problems);
  if (!emails.length && !gsms.length) throw ValidationError.field('emails', 'TEST_GROUP_EMPTY');
  return { emails: [...new Set(emails)], gsms: [...new Set(gsms)] };
}

function refused(refusal: NamedRefusal | undefined): void {
  if (refusal === 'name') throw new ConflictError('TEST_GROUP_EXISTS');
  if (refusal === 'limit') throw new ForbiddenError('FEATURE_LIMIT_REACHED', { limit: 'testGroups', max: TEST_GROUPS_MAX });
  if (refusal === 'missing') throw new NotFoundError('TEST_GROUP_NOT_FOUND');
}

async function mustGet(accountId: string, id: string): Promise<TestGroupRecord> {
  const record = await testGroupsRepository.get(accountId, id);
  if (!record) throw new NotFoundError('TEST_GROUP_NOT_FOUND');
  return record;
}

export const testGroupsService = {
  async list(accountId: string): Promise<{ items: TestGroup[] }> {
    return { items: (await testGroupsRepository.list(accountId)).map(toDto) };
  },

  async add(accountId: string, body: TestGroupBody): Promise<TestGroup> {
    const entries = await normalize(accountId, body);
    const at = nowIso();
    const record: TestGroupRecord = { id: ulid(), name: body.name, ...entries, createdAt: at, updatedAt: at };
    refused(await testGroupsRepository.create(accountId, record));
    return toDto(record);
  },

  async update(accountId: string, id: string, body: TestGroupBody): Promise<TestGroup> {
    const before = await mustGet(accountId, id);
    const after: TestGroupRecord = { ...before, name: body.name, ...(await normalize(accountId, body)), updatedAt: nowIso() };
    refused(await testGroupsRepository.save(accountId, before, after));
    return toDto(after);
  },

  async remove(accountId: string, id: string): Promise<{ removed: true }> {
    if (!(await testGroupsRepository.remove(accountId, await mustGet(accountId, id)))) throw new NotFoundError('TEST_GROUP_NOT_FOUND');
    return { removed: true };
  },

  /** What a sending form offers: each group's name and how many addresses and numbers it has. */
  async options(accountId: string): Promise<TestGroupOptions> {
    const groups = await testGroupsRepository.list(accountId);
    return { items: groups.map((g) => ({ id: g.id, name: g.name, emails: g.emails.length, gsms: g.gsms.length })) };
  },

  /**
   * A group's addresses and numbers, for a test send (the SMS test today, a mailing's test e-mails
   * with issue 16): 404 TEST_GROUP_NOT_FOUND for a group the account does not have.
   */
  async contacts(accountId: string, id: string): Promise<{ emails: string[]; gsms: string[] }> {
    const { emails, gsms } = await mustGet(accountId, id);
    return { emails, gsms };
  },

  /** Every number of every test group of the account: test texts may go to them though they are no subscriber's. */
  async allGsms(accountId: string): Promise<Set<string>> {
    return new Set((await testGroupsRepository.list(accountId)).flatMap((g) => g.gsms));
  },

  /** Every address of every test group of the account (issue 16's test e-mails may go to them). */
  async allEmails(accountId: string): Promise<Set<string>> {
    return new Set((await testGroupsRepository.list(accountId)).flatMap((g) => g.emails));
  },
};
