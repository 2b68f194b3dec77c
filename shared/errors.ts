import { genericCodes } from './error-codes/generic';
import { authCodes } from './error-codes/auth';
import { usersCodes } from './error-codes/users';
import { filesCodes } from './error-codes/files';
import { mailingCodes } from './error-codes/mailing';
import { subscribersCodes } from './error-codes/subscribers';
import { validationCodes } from './error-codes/validation';
import { accountsCodes } from './error-codes/accounts';
import { securityCodes } from './error-codes/security';
import { propertiesCodes } from './error-codes/properties';
import { importsCodes } from './error-codes/imports';
import { segmentsCodes } from './error-codes/segments';
import { adminCodes } from './error-codes/admin';
import { smsCodes } from './error-codes/sms';
import { restrictionCodes } from './error-codes/restriction';
import { domainsCodes } from './error-codes/domains';
import { footersCodes } from './error-codes/footers';
import { predefinedCodes } from './error-codes/predefined';
import { signupCodes } from './error-codes/signup';
import { templatesCodes } from './error-codes/templates';
import { campaignsCodes } from './error-codes/campaigns';
import { smsAbxCodes } from './error-codes/sms-abx';
import { reportsCodes } from './error-codes/reports';
import { scoringCodes } from './error-codes/scoring';
import { reportAddressesCodes } from './error-codes/report-addresses';
import { apiTokensCodes } from './error-codes/api-tokens';
import { transactionalCodes } from './error-codes/transactional';
import { customEventsCodes } from './error-codes/custom-events';
import { webhooksCodes } from './error-codes/webhooks';
import { sftpCodes } from './error-codes/sftp';
import { smtpCodes } from './error-codes/smtp';
import { connectorsCodes } from './error-codes/connectors';

/**
 * The error catalogue (spec section 8). The server answers `{ code, params }`; the web translates
 * `errors.<code>` in pl and en. Codes are grouped as the spec groups its messages, one file a group
 * in shared/error-codes/.
 */
export const ERROR_CODES = {
  generic: genericCodes,
  auth: authCodes,
  users: usersCodes,
  files: filesCodes,
  mailing: mailingCodes,
  subscribers: subscribersCodes,
  validation: validationCodes,
  accounts: accountsCodes,
  security: securityCodes,
  admin: adminCodes,
  properties: propertiesCodes,
  imports: importsCodes,
  segments: segmentsCodes,
  sms: smsCodes,
  restriction: restrictionCodes,
  domains: domainsCodes,
  footers: footersCodes,
  predefined: predefinedCodes,
  signup: signupCodes,
  templates: templatesCodes,
  campaigns: campaignsCodes,
  smsAbx: smsAbxCodes,
  reports: reportsCodes,
  scoring: scoringCodes,
  reportAddresses: reportAddressesCodes,
  apiTokens: apiTokensCodes,
  transactional: transactionalCodes,
  customEvents: customEventsCodes,
  webhooks: webhooksCodes,
  sftp: sftpCodes,
  smtp: smtpCodes,
  connectors: connectorsCodes,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES][number];
export const ALL_ERROR_CODES: readonly ErrorCode[] = Object.values(ERROR_CODES).flat();

export interface FieldError {
  path: string;
  code: ErrorCode;
  params?: Record<string, string | number>;
}

/** The body of every error response. */
export interface ErrorBody {
  code: ErrorCode;
  params?: Record<string, unknown> & { errors?: FieldError[] };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ALL_ERROR_CODES as readonly string[]).includes(value);
}
