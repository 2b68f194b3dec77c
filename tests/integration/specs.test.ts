import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@shared/permissions';
import { SPEC_NAMES } from '@shared/schemas/specs';
import { CreateSubscriberBody } from '@shared/schemas/subscriber';
import { MailingContent } from '@shared/schemas/mailing';
import { AddUserBody, SaveRoleBody, TeamBody } from '@shared/schemas/users-admin';
import { ApiSession, createTestAccount, loggedIn } from './helpers';

type JsonSchema = {
  $schema?: string;
  type?: string;
  properties?: Record<string, Record<string, any>>;
  required?: string[];
  additionalProperties?: unknown;
};

/** What each published name must describe: the shared input schema's fields, which are required, and a few limits. */
const EXPECTED = {
  subscriber: {
    fields: Object.keys(CreateSubscriberBody.shape),
    // E-mail or GSM is a refinement (one of them), so JSON Schema names no field as required.
    required: undefined,
    limits: {
      email: { type: 'string', maxLength: 255 },
      name: { minLength: 1, maxLength: 255 },
      emailType: { default: 'normal', enum: ['normal', 'transactional', 'followup'] },
      status: { default: 8 },
    },
  },
  mailing: {
    fields: Object.keys(MailingContent.shape),
    // The content is the html in HTML mode or the MJML in visual mode (issue 16): a refinement, so
    // neither is required by the JSON Schema.
    required: ['name', 'subject', 'fromName', 'fromEmail'],
    limits: {
      name: { minLength: 2, maxLength: 255 },
      subject: { minLength: 1, maxLength: 255 },
      fromName: { minLength: 1, maxLength: 100 },
      html: { maxLength: 200_000 },
      mjml: { maxLength: 150_000 },
      mode: { enum: ['visual', 'html'] },
    },
  },
  user: {
    fields: Object.keys(AddUserBody.shape),
    required: ['email', 'name'],
    limits: {
      email: { type: 'string', maxLength: 255 },
      name: { minLength: 2, maxLength: 100 },
      teamIds: { type: 'array', maxItems: 50 },
      segmentIds: { type: 'array', maxItems: 100 },
      language: { enum: ['pl', 'en-US'] },
    },
  },
  role: {
    fields: Object.keys(SaveRoleBody.shape),
    required: ['name', 'permissions'],
    limits: { name: { minLength: 2, maxLength: 100 }, fullAccess: { type: 'boolean', default: false } },
  },
  team: {
    fields: Object.keys(TeamBody.shape),
    required: ['name'],
    limits: { name: { minLength: 2, maxLength: 100 }, memberIds: { type: 'array', maxItems: 100 } },
  },
} satisfies Record<(typeof SPEC_NAMES)[number], { fields: string[]; required: string[] | undefined; limits: Record<string, object> }>;

describe('GET /specs/{name}', () => {
  it('publishes exactly the five shared input schemas', () => {
    expect([...SPEC_NAMES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('answers the JSON Schema of the %s input', async (name, expected) => {
    const { session } = await loggedIn();
    const res = await session.call('GET', `/specs/${name}`);
    expect(res.status).toBe(200);
    expect(res.body.name).toBe(name);
    const schema = res.body.schema as JsonSchema;
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.type).toBe('object');
    // Strict objects: a client learns that unknown fields are refused, as the API refuses them.
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual([...expected.fields].sort());
    expect(schema.required).toEqual(expected.required);
    for (const [field, limits] of Object.entries(expected.limits))
      expect(schema.properties![field], `${name}.${field}`).toMatchObject(limits);
    // The same answer every time (the service caches the conversion).
    expect((await session.call('GET', `/specs/${name}`)).body).toEqual(res.body);
  });

  it('names the spec’s permission keys in the user and role schemas', async () => {
    const { session } = await loggedIn();
    for (const name of ['user', 'role']) {
      const permissions = ((await session.call('GET', `/specs/${name}`)).body.schema as JsonSchema).properties!.permissions!;
      expect(permissions).toMatchObject({ type: 'object', additionalProperties: { type: 'boolean' } });
      expect(permissions.propertyNames.enum).toEqual([...PERMISSION_KEYS]);
    }
  });

  it('answers RESOURCE_NOT_FOUND for any other name, including object-prototype names and near misses', async () => {
    const { session } = await loggedIn();
    for (const name of [
      'nope',
      'Subscriber',
      'subscribers',
      'users-admin',
      'UpdateUserBody',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
    ]) {
      const res = await session.call('GET', `/specs/${encodeURIComponent(name)}`);
      expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status: 404, code: 'RESOURCE_NOT_FOUND' });
    }
  });

  it('needs a session but no permission', async () => {
    expect(await new ApiSession().call('GET', '/specs/subscriber')).toMatchObject({ status: 401, body: { code: 'AUTH_UNAUTHORIZED' } });
    const { session } = await loggedIn(await createTestAccount({ permissions: {} }));
    expect(await session.call('GET', '/specs/team')).toMatchObject({ status: 200, body: { name: 'team' } });
  });
});
