/**
 * On-demand us-east-1 prices for `npm run bench:cost`, in USD, each with the page it comes from.
 * Taken on 2026-11-26 from the published price pages as last read (the script does not fetch them):
 * check the pages before quoting a number elsewhere. Free tiers are left out (a big sender is past
 * them), and so is data transfer (the pixel and redirects are a few hundred bytes).
 */
export const PRICES_TAKEN = '2026-11-26';

export const PRICES = {
  /** On-demand, since the price cut of 1 Nov 2024. */
  dynamoWriteUnit: { usd: 0.625 / 1e6, source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/' },
  dynamoReadUnit: { usd: 0.125 / 1e6, source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/' },
  /** Arm64 (GoniecFunction's architecture), first price tier. */
  lambdaGbSecond: { usd: 0.0000133334, source: 'https://aws.amazon.com/lambda/pricing/' },
  lambdaRequest: { usd: 0.2 / 1e6, source: 'https://aws.amazon.com/lambda/pricing/' },
  /** Standard queue, per request and per 64 KB chunk of a request's payload. */
  sqsRequest: { usd: 0.4 / 1e6, source: 'https://aws.amazon.com/sqs/pricing/' },
  /** Standard topic, per publish (64 KB chunk); deliveries to SQS cost nothing. */
  snsPublish: { usd: 0.5 / 1e6, source: 'https://aws.amazon.com/sns/pricing/' },
  /** HTTP API, first 300 million requests a month. */
  apiGatewayHttpRequest: { usd: 1.0 / 1e6, source: 'https://aws.amazon.com/api-gateway/pricing/' },
  /** HTTPS requests, United States and Europe. */
  cloudFrontHttpsRequest: { usd: 0.01 / 1e4, source: 'https://aws.amazon.com/cloudfront/pricing/' },
  secretsManagerCall: { usd: 0.05 / 1e4, source: 'https://aws.amazon.com/secrets-manager/pricing/' },
  s3Get: { usd: 0.0004 / 1e3, source: 'https://aws.amazon.com/s3/pricing/' },
  s3Put: { usd: 0.005 / 1e3, source: 'https://aws.amazon.com/s3/pricing/' },
  /** Standard parameters at standard throughput: API calls are free. */
  ssmGetParameter: { usd: 0, source: 'https://aws.amazon.com/systems-manager/pricing/' },
  /** SES's API calls other than sending cost nothing; each e-mail's $0.10 per 1,000 is SES's own price, outside this bench. */
  sesCall: { usd: 0, source: 'https://aws.amazon.com/ses/pricing/' },
  cloudWatchLogsGb: { usd: 0.5 / 2 ** 30, source: 'https://aws.amazon.com/cloudwatch/pricing/' },
} as const;

/** What a request of `service operation` costs, by service (DynamoDB is priced by units, not requests). */
export function requestPrice(service: string, operation: string): number {
  switch (service) {
    case 'sqs':
      return operation === 'ReceiveMessage (empty)' ? 0 : PRICES.sqsRequest.usd;
    case 'sns':
      return operation.startsWith('Publish') ? PRICES.snsPublish.usd : 0;
    case 'secrets':
      return PRICES.secretsManagerCall.usd;
    case 's3':
      return /^(Put|Copy|Post|List|CreateMultipart|UploadPart|CompleteMultipart)/.test(operation) ? PRICES.s3Put.usd : PRICES.s3Get.usd;
    case 'ssm':
      return PRICES.ssmGetParameter.usd;
    case 'ses':
      return PRICES.sesCall.usd;
    default:
      return 0;
  }
}
