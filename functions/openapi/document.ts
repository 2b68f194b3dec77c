import { z } from 'zod';
import { API_PREFIX, compilePath, routes, type RouteDef, type RouteId } from '@shared/api-routes';
import { ALL_ERROR_CODES } from '@shared/errors';
import { PERMISSION_KEYS } from '@shared/permissions';
import { IdempotencyKey } from '@shared/schemas/transactional';
import { hoistDefs, type JsonSchema } from './json-schema';

/**
 * The public API (issue 19) is the route table's lines under this prefix: the integrators' contract,
 * versioned by its path, so a line joins the document by being written there and nothing else.
 */
export const PUBLIC_API_PREFIX = '/v1/';
export const PUBLIC_API_VERSION = '1.0.0';

const isPublic = (def: RouteDef) => def.path.startsWith(PUBLIC_API_PREFIX);

/** Every status the error catalogue can answer with (functions/platform/errors.ts), each with the one error body. */
const ERROR_STATUSES: Record<string, string> = {
  '400': 'Bad input: VALIDATION_FAILED lists each field with its code; malformed JSON is BAD_REQUEST.',
  '401': 'No token, or a token that is unknown, revoked or expired.',
  '403': 'The token lacks the scope, or the caller is outside its IP allow-list.',
  '404': 'Not found in this account (another account’s data is never revealed).',
  '409': 'A conflict with the current state, such as a replayed idempotency key with another body.',
  '413': 'The request body is too large.',
  '429': 'A rate limit is spent: retry after the seconds in the Retry-After header.',
  '500': 'An unexpected failure; nothing half-written is left behind.',
  '503': 'A dependency is briefly unavailable: retry after the seconds in the Retry-After header.',
};

const errorBody: JsonSchema = {
  type: 'object',
  required: ['code'],
  properties: {
    code: { type: 'string', enum: [...ALL_ERROR_CODES], description: 'The catalogue code (README: error catalogue).' },
    params: {
      type: 'object',
      additionalProperties: true,
      properties: {
        errors: {
          type: 'array',
          items: {
            type: 'object',
            required: ['path', 'code'],
            properties: { path: { type: 'string' }, code: { type: 'string' }, params: { type: 'object', additionalProperties: true } },
          },
        },
        retryAfter: { type: 'integer', description: 'Seconds, as in the Retry-After header (429, 503).' },
      },
    },
  },
};

/** A request schema as a client writes it (defaults optional), an answer as the server sends it. */
function convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return out;
}

function queryParameters(schema: JsonSchema): JsonSchema[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function operation(id: RouteId, def: RouteDef, components: Record<string, JsonSchema>): JsonSchema {
  const { names } = compilePath(def.path);
  const parameters: JsonSchema[] = names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (def.idempotencyKey)
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Up to 255 printable characters, kept 24 hours: a retry with the same key and body answers the first result and never sends twice; the same key with another body is 409 IDEMPOTENCY_KEY_REUSED.',
      schema: convert(IdempotencyKey, 'input'),
    });
  if (def.query) parameters.push(...queryParameters(hoistDefs(convert(def.query, 'input'), `${id}.query`, components)));
  const status = String(def.status ?? 200);
  const errorStatuses = Object.keys(ERROR_STATUSES).filter((s) => def.auth !== 'public' || (s !== '401' && s !== '403'));
  return {
    operationId: id,
    tags: [id.split('.')[0]!],
    ...(def.permission ? { description: `Needs the token scope \`${def.permission}\`.` } : {}),
    ...(def.auth === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(def.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: hoistDefs(convert(def.body, 'input'), `${id}.body`, components) } },
          },
        }
      : {}),
    responses: {
      [status]: {
        description: 'Success.',
        content: { 'application/json': { schema: hoistDefs(convert(def.response, 'output'), `${id}.response`, components) } },
      },
      ...Object.fromEntries(errorStatuses.map((s) => [s, { $ref: `#/components/responses/Error${s}` }])),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the public API, generated from the route table's zod schemas (the same
 * ones the server validates with), so it cannot drift from what the API accepts and answers. The
 * checked copy (docs/openapi.json, `npm run openapi`) is compared with this in the unit tier.
 */
export function publicApiDocument(): JsonSchema {
  return openApiDocument(isPublic);
}

/** The document of the lines `include` picks (the public API's, or in the unit tier every line, to prove each converts). */
export function openApiDocument(include: (def: RouteDef) => boolean): JsonSchema {
  const components: Record<string, JsonSchema> = { Error: errorBody };
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const lines = (Object.entries(routes) as [RouteId, RouteDef][])
    .filter(([, def]) => include(def))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [id, def] of lines) {
    (paths[def.path] ??= {})[def.method.toLowerCase()] = operation(id, def, components);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Goniec public API',
      version: PUBLIC_API_VERSION,
      description:
        'The integrators’ API of a Goniec installation. Authenticate with an API token from Settings → API ' +
        '(`Authorization: Bearer gnc_live_…`); each token acts in its own account with its scopes and IP allow-list. ' +
        'Dates are ISO 8601; lists page with an opaque `cursor`; every error has one shape with a catalogue `code`.',
    },
    servers: [{ url: API_PREFIX, description: 'This installation (the web app’s origin).' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: `An API token; its scopes are permission keys (${PERMISSION_KEYS.length} exist).`,
        },
      },
      schemas: components,
      responses: Object.fromEntries(
        Object.entries(ERROR_STATUSES).map(([status, description]) => [
          `Error${status}`,
          {
            description,
            ...(status === '429' || status === '503'
              ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } } }
              : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
}
