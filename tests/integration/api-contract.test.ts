import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from './helpers';
import { drainQueues, loggedIn } from './helpers';
import { STATUS_TREE } from './sweep-resources';
import { createToken, tokenClient } from './api-token-helpers';
import { mailings, smsSending } from './api-v1-mailings-helpers';

const { publicApiDocument } = await import('@functions/openapi/document');

type Operation = {
  operationId: string;
  responses: Record<string, { $ref?: string; content?: { 'application/json': { schema: unknown } } }>;
};

const document = publicApiDocument() as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, { content: { 'application/json': { schema: unknown } } }> };
};

/** The document's schemas compiled once, so a response is checked against what integrators read, not the zod it came from. */
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'doc', components: document.components }, 'doc');
const pointer = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as object;

const operations = new Map<string, Operation>(
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const),
  ),
);
const checked = new Set<string>();

/** Checks one real answer against the document's schema for its operation and status. */
function conforms(operation: string, res: ApiResult) {
  const op = operations.get(operation);
  expect(op, `${operation} is in the document`).toBeDefined();
  const response = op!.responses[String(res.status)];
  expect(response, `${operation} documents status ${res.status}`).toBeDefined();
  const content = response!.$ref ? document.components.responses[response!.$ref.split('/').pop()!]!.content : response!.content!;
  const validate = ajv.compile(pointer(content['application/json'].schema));
  expect(validate(res.body), `${operation} ${res.status}: ${JSON.stringify(validate.errors)}`).toBe(true);
  checked.add(operation);
}

describe('the public API answers as its OpenAPI document says (contract)', () => {
  // Before the test that checks every operation was called: these are counted there.
  it('the mailings and SMS sendings operations, their success and their errors', async () => {
    const { session } = await loggedIn();
    const api = tokenClient((await createToken(session, { scopes: ['PERM_MWYSYL', 'PERM_RAPORTY', 'PERM_SMS'] })).secret);
    const { sent } = await mailings(session);
    const sms = await smsSending(session);
    conforms('GET /v1/mailings', await api.call('GET', '/v1/mailings', { query: { limit: '5', view: 'all' } }));
    conforms('GET /v1/mailings/{id}', await api.call('GET', `/v1/mailings/${sent}`));
    conforms('GET /v1/mailings/{id}/report', await api.call('GET', `/v1/mailings/${sent}/report`));
    conforms('GET /v1/sms/sendings', await api.call('GET', '/v1/sms/sendings', { query: { limit: '5' } }));
    conforms('GET /v1/sms/sendings/{id}/report', await api.call('GET', `/v1/sms/sendings/${sms}/report`));
    const missing = await api.call('GET', '/v1/mailings/01JUNKNOWNUNKNOWNUNKNOWN00/report');
    expect(missing.status).toBe(404);
    conforms('GET /v1/mailings/{id}/report', missing);
    const bad = await api.call('GET', '/v1/sms/sendings', { query: { limit: '0' } });
    expect(bad.status).toBe(400);
    conforms('GET /v1/sms/sendings', bad);
  });

  it('every /v1 operation, its success and its errors, validated against docs/openapi.json', async () => {
    const { session } = await loggedIn();
    const token = await createToken(session, { scopes: ['PERM_APRZEALL', 'PERM_ADODAJ', 'PERM_MWYSYL', 'PERM_SMS', 'PERM_AGRPRZEALL'] });
    const api = tokenClient(token.secret);
    const email = `contract-${Date.now()}@example.com`;

    conforms('GET /v1/openapi.json', await api.call('GET', '/v1/openapi.json'));

    const created = await api.call('PUT', '/v1/subscribers', { json: { email, name: 'Jan Kontrakt' } });
    expect(created.status).toBe(200);
    conforms('PUT /v1/subscribers', created);
    const id = created.body.subscriber.id as string;
    conforms('PUT /v1/subscribers', await api.call('PUT', '/v1/subscribers', { json: { email, name: 'Jan Kontrakt' } }));

    const bulk = await api.call('POST', '/v1/subscribers/bulk', {
      json: { items: [{ email: `bulk-${Date.now()}@example.com` }, { email: 'not-an-address' }] },
    });
    conforms('POST /v1/subscribers/bulk', bulk);

    conforms('GET /v1/subscribers', await api.call('GET', '/v1/subscribers', { query: { limit: '5' } }));
    conforms('GET /v1/subscribers/{id}', await api.call('GET', `/v1/subscribers/${id}`));
    conforms('PUT /v1/subscribers/{id}/status', await api.call('PUT', `/v1/subscribers/${id}/status`, { json: { status: 3 } }));
    conforms('POST /v1/subscribers/{id}/forget', await api.call('POST', `/v1/subscribers/${id}/forget`, { json: {} }));

    const template = await session.call('POST', '/templates', { json: { name: 'Potwierdzenie', html: '<p>Przyjęte</p>' } });
    const key = { 'idempotency-key': `order-${Date.now()}` };
    const emailBody = { templateId: template.body.id, to: { email: `tx-${email}` }, data: { order: 'A-1' } };
    const sent = await api.call('POST', '/v1/transactional/email', { json: emailBody, headers: key });
    expect(sent.status).toBe(202);
    conforms('POST /v1/transactional/email', sent);
    conforms(
      'POST /v1/transactional/email',
      await api.call('POST', '/v1/transactional/email', { json: { ...emailBody, data: {} }, headers: key }),
    );
    conforms('GET /v1/transactional/email/{id}', await api.call('GET', `/v1/transactional/email/${sent.body.id}`));
    const text = await api.call('POST', '/v1/transactional/sms', {
      json: { to: { gsm: '48601000114' }, sender: 'Sklep', text: 'Kod 1234' },
    });
    expect(text.status).toBe(202);
    conforms('POST /v1/transactional/sms', text);
    conforms('GET /v1/transactional/sms/{id}', await api.call('GET', `/v1/transactional/sms/${text.body.id}`));
    await api.call('PUT', '/v1/subscribers', { json: { email: `event-${email}` } });
    const eventBody = { subscriber: { email: `event-${email}` }, name: 'order.paid', properties: { total: 12 } };
    const event = await api.call('POST', '/v1/events', { json: eventBody });
    expect(event.status).toBe(202);
    conforms('POST /v1/events', event);
    conforms(
      'POST /v1/events/batch',
      await api.call('POST', '/v1/events/batch', { json: { items: [eventBody, { ...eventBody, time: '2000-01-01T00:00:00Z' }] } }),
    );
    conforms(
      'GET /v1/subscribers/{id}/events',
      await api.call('GET', `/v1/subscribers/${event.body.subscriberId}/events`, { query: { name: 'order.paid', limit: '1' } }),
    );

    conforms('GET /v1/properties', await api.call('GET', '/v1/properties'));
    const segment = await session.call('POST', '/segments', { json: { name: 'Kontrakt', type: 'static', conditions: STATUS_TREE } });
    const segmentPath = `/v1/segments/${segment.body.id}`;
    conforms('GET /v1/segments/{id}/members', await api.call('GET', `${segmentPath}/members`));
    const queued = await api.call('POST', `${segmentPath}/recalculate`, { json: {} });
    expect(queued.status).toBe(202);
    conforms('POST /v1/segments/{id}/recalculate', queued);
    conforms('POST /v1/segments/{id}/recalculate', await api.call('POST', `${segmentPath}/recalculate`, { json: {} }));
    await drainQueues();
    conforms('GET /v1/segments', await api.call('GET', '/v1/segments', { query: { limit: '5' } }));
    conforms('GET /v1/segments/{id}', await api.call('GET', segmentPath));
    conforms('GET /v1/segments/{id}/members', await api.call('GET', `${segmentPath}/members`, { query: { limit: '5' } }));

    // The errors an integrator meets most: each in the one documented shape.
    const unknown = await api.call('GET', '/v1/subscribers/01JUNKNOWNUNKNOWNUNKNOWN00');
    expect(unknown.status).toBe(404);
    conforms('GET /v1/subscribers/{id}', unknown);
    const bad = await api.call('PUT', '/v1/subscribers', { json: { email, unknownField: 1 } });
    expect(bad.status).toBe(400);
    conforms('PUT /v1/subscribers', bad);
    const noToken = await tokenClient('gnc_live_wrong').call('GET', '/v1/subscribers');
    expect(noToken.status).toBe(401);
    conforms('GET /v1/subscribers', noToken);

    // A /v1 line added without a call here fails this test: the contract covers the whole public API.
    expect([...operations.keys()].filter((op) => !checked.has(op))).toEqual([]);
  });
});
