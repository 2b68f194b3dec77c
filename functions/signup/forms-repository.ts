import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { CONFIRM_EXPIRY_DAYS, type ConfirmSettings, type SignupFormBody } from '@shared/schemas/signup';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { readDue, type DueRead } from '@functions/platform/due-index';
import { writeIfCondition } from '@functions/platform/dynamo';
import { queryAll } from '@functions/platform/query';
import { tenant } from '@functions/data/tenant';
import { DUE_INDEX } from '@functions/data/keys';

const table = () => config.appTable;

/** A form as stored (its public addresses are made when read: the public origin may change). */
export interface FormRecord extends SignupFormBody {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** A double opt-in sign-up waiting for its link to be followed. */
export interface PendingSignup {
  accountId: string;
  subscriberId: string;
  formId: string;
  /** The consents ticked on the form: given when the sign-up is confirmed. */
  consentIds: string[];
  createdAt: string;
  expiresAt: string;
}

const FORM_FIELDS = ['id', 'name', 'language', 'fields', 'consentIds', 'confirm', 'thankYou', 'redirectUrl', 'createdAt', 'updatedAt'];
const pick = <T>(item: Record<string, unknown>, fields: readonly string[]): T =>
  Object.fromEntries(fields.filter((f) => item[f] !== undefined).map((f) => [f, item[f]])) as T;

export const formsRepository = {
  async list(accountId: string): Promise<FormRecord[]> {
    const range = (await tenant(accountId)).signupForms();
    const items = await queryAll({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': range.pk, ':p': range.prefix },
    });
    return items.map((i) => pick<FormRecord>(i, FORM_FIELDS)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  },

  async get(accountId: string, id: string): Promise<FormRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.signupForm(id) }));
    return out.Item ? pick<FormRecord>(out.Item, FORM_FIELDS) : undefined;
  },

  /** `mustExist`: an update of a form deleted meanwhile writes nothing (false). */
  async put(accountId: string, form: FormRecord, mustExist: boolean): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { ...keys.signupForm(form.id), ...form },
          ConditionExpression: mustExist ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)',
        }),
      ),
    );
  },

  async delete(accountId: string, id: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(new DeleteCommand({ TableName: table(), Key: keys.signupForm(id), ConditionExpression: 'attribute_exists(pk)' })),
    );
  },

  async confirmSettings(accountId: string): Promise<ConfirmSettings> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.confirmSettings() }));
    return { expiryDays: (out.Item?.expiryDays as number | undefined) ?? CONFIRM_EXPIRY_DAYS.default };
  },

  async saveConfirmSettings(accountId: string, settings: ConfirmSettings, userId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.confirmSettings(), ...settings, updatedAt: new Date().toISOString(), updatedBy: userId },
      }),
    );
  },

  /** The sign-up awaiting confirmation, on the ticker's due index until it expires. */
  async putPending(pending: PendingSignup): Promise<void> {
    const keys = await tenant(pending.accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.pendingSignup(pending.subscriberId), ...keys.pendingSignupDue(pending.expiresAt), ...pending },
      }),
    );
  },

  async getPending(accountId: string, subscriberId: string): Promise<PendingSignup | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.pendingSignup(subscriberId), ConsistentRead: true }));
    return out.Item
      ? pick<PendingSignup>(out.Item, ['accountId', 'subscriberId', 'formId', 'consentIds', 'createdAt', 'expiresAt'])
      : undefined;
  },

  /** True when this call removed it (a confirmation and an expiry racing: only one goes on). */
  async takePending(accountId: string, subscriberId: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new DeleteCommand({ TableName: table(), Key: keys.pendingSignup(subscriberId), ConditionExpression: 'attribute_exists(pk)' }),
      ),
    );
  },

  async due(untilIso: string, read: DueRead & { max: number }): Promise<PendingSignup[]> {
    const items = await readDue(DUE_INDEX.signups, untilIso, read);
    return items.map((i) => pick<PendingSignup>(i, ['accountId', 'subscriberId', 'formId', 'consentIds', 'createdAt', 'expiresAt']));
  },
};
