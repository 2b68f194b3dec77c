import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { toHttpError } from '../errors';
import { json } from '../http';
import { logger } from '../logger';
import { countMetric } from '../metrics';
import { peekApiState, type ApiRequest } from './api-state';

/**
 * The error catalogue: whatever a middleware or a handler threw is answered with its status, its
 * catalogue body and the headers it needs (toHttpError), with the cookies the request had set by
 * then; an unexpected error is a 500 INTERNAL_SERVER_ERROR, logged. Every answered error is counted
 * as the ApiErrors metric with its code as a dimension.
 *
 * It sets the response and returns nothing, so the middlewares used before it (security headers,
 * metrics, logger) still see the error and finish the invocation.
 */
export function errorCatalogue(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    onError: (request: ApiRequest) => {
      const { error, event } = request;
      const { status, body, headers } = toHttpError(error);
      if (status >= 500) logger.error('request failed', { error: error as Error, path: event.rawPath });
      countMetric('ApiErrors', { code: body.code });
      request.response = json(status, body, peekApiState(event)?.ctx.setCookies ?? [], headers);
    },
  };
}
