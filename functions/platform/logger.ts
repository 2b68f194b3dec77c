import { Logger } from '@aws-lambda-powertools/logger';

/** One structured (JSON) logger for every function; LOG_LEVEL and POWERTOOLS_* env tune it. */
export const logger = new Logger({ serviceName: 'goniec', logLevel: (process.env.LOG_LEVEL as 'INFO' | undefined) ?? 'INFO' });
