import type { MiddlewareObj } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from '@shared/constants';
import { toFieldErrors } from '@shared/validation';
import { BadRequestError, PayloadTooLargeError, ValidationError } from '../errors';
import { jsonDeeperThan, malformedText } from '../input';
import type { RouteDef } from '@shared/routes';
import { apiState, matchedRoute, type ApiRequest } from './api-state';

type ApiMiddleware = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

// The type is checked here (case-insensitive, as before), not by the parser's stricter pattern.
// disableContentTypeCheck is a documented option of the parser (index.js) its .d.ts leaves out.
const parser = httpJsonBodyParser({ disableContentTypeCheck: true } as Parameters<typeof httpJsonBodyParser>[0]);

/**
 * A JSON body: an empty one is `{}`; the size, the type and the nesting depth are checked before
 * middy's parser sees it, so no nesting reaches JSON.parse, zod or any other recursive walk. The
 * parser's refusal (415 from middy) is the catalogue's 400 malformed_json.
 */
async function readJsonBody(request: ApiRequest): Promise<unknown> {
  const { event } = request;
  if (event.body === undefined || event.body === null || event.body === '') return {};
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.length > MAX_JSON_BODY_BYTES) throw new PayloadTooLargeError(MAX_JSON_BODY_BYTES);
  const type = event.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw new BadRequestError('BAD_REQUEST', { reason: 'content_type' });
  const text = raw.toString('utf8');
  if (jsonDeeperThan(text, MAX_JSON_DEPTH)) throw new BadRequestError('BAD_REQUEST', { reason: 'json_too_deep', max: MAX_JSON_DEPTH });
  // The parser reads the text as decoded here (invalid UTF-8 as U+FFFD), whichever encoding it came in.
  event.body = text;
  event.isBase64Encoded = false;
  try {
    await parser.before!(request);
  } catch {
    throw new BadRequestError('BAD_REQUEST', { reason: 'malformed_json' });
  }
  return event.body as unknown;
}

/** Boundaries and part headers around an uploaded file; a body larger than the file plus this is refused unread. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** A multipart/form-data body (Node's own parser): text fields as strings, files as {name, type, data}. */
async function readUploadBody(event: APIGatewayProxyEventV2, upload: NonNullable<RouteDef['upload']>): Promise<Record<string, unknown>> {
  const { maxBytes, tooLarge } = upload;
  const type = event.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) throw new BadRequestError('BAD_REQUEST', { reason: 'content_type' });
  const raw = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  if (raw.length > maxBytes + MULTIPART_OVERHEAD_BYTES) throw new PayloadTooLargeError(maxBytes, tooLarge);
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new BadRequestError('FILE_UPLOAD_FAILED', { reason: 'multipart' });
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      fields[key] = value;
      continue;
    }
    if (value.size > maxBytes) throw new PayloadTooLargeError(maxBytes, tooLarge);
    fields[key] = { name: value.name, type: value.type, data: new Uint8Array(await value.arrayBuffer()) };
  }
  return fields;
}

/** The route's body as it takes it: none for GET, a file upload, or JSON. */
export function requestBody(): ApiMiddleware {
  return {
    before: async (request: ApiRequest) => {
      const { def } = matchedRoute(request.event);
      if (def.method === 'GET') return;
      // The handler reads the event's body itself (a shop's signature covers its exact bytes).
      if (def.rawBody) return;
      apiState(request.event).body = def.upload ? await readUploadBody(request.event, def.upload) : await readJsonBody(request);
    },
  };
}

/**
 * Every string of a body or a query must be well-formed UTF-16: a lone surrogate ("\ud800" in JSON)
 * cannot be stored or sent as UTF-8, whichever field it is in. A field gets a field error; a key, a
 * bad request.
 */
function refuseMalformedText(input: unknown): void {
  const { errors, badKey } = malformedText(input);
  if (badKey) throw new BadRequestError('BAD_REQUEST', { reason: 'malformed_text' });
  if (errors.length > 0) throw new ValidationError(errors);
}

export function validate<T>(schema: z.ZodType<T> | undefined, input: unknown): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldErrors(result.error.issues, input));
  return result.data;
}

/** The route's zod schemas over the body and the query: the handler gets what they answer, or the caller 400 VALIDATION_FAILED. */
export function validation(): ApiMiddleware {
  return {
    before: ({ event }: ApiRequest) => {
      const { def } = matchedRoute(event);
      const state = apiState(event);
      const query = event.queryStringParameters ?? {};
      refuseMalformedText(state.body);
      refuseMalformedText(query);
      state.body = state.body === undefined ? undefined : validate(def.body, state.body);
      state.query = validate(def.query, query);
    },
  };
}
