import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from '../logger';
import { metricsMiddleware } from '../metrics';

/**
 * Every function's handler runs through middy with the same two first middlewares: Powertools'
 * logger gets the Lambda context (request id, function name, cold start) for every line, and
 * Powertools' metrics are flushed as EMF when the invocation ends, however it ends. Further
 * middlewares (the API's, the tracking function's headers) come after, in order.
 *
 * middy's early timeout is off: the long jobs watch their own remaining time and checkpoint
 * (functions/jobs), and every other function ends on Lambda's timeout as it did before middy.
 * The context is optional because the local runtime and the tests call handlers without one.
 */
export function observed<E, R>(handler: (event: E, context: Context) => Promise<R>, ...middlewares: MiddlewareObj<E, R>[]) {
  const wrapped = middy<E, R>(handler, { timeoutEarlyInMillis: 0 })
    .use(injectLambdaContext(logger) as MiddlewareObj<E, R>)
    .use(metricsMiddleware() as MiddlewareObj<E, R>)
    .use(middlewares);
  return (event: E, context: Context = {} as Context): Promise<R> => wrapped(event, context);
}
