import { useApiPages, useApiQuery } from '@web/api/query';

/** The month's figures (statuses, prefixes, days); `month` absent: the account's current month. */
export const useTransactionalReport = (month: string | undefined) =>
  useApiQuery('sms.transactionalReport', { query: month ? { month } : {} });

/** The month's texts, newest first, a page at a time. */
export const useTransactionalMessages = (month: string | undefined) =>
  useApiPages('sms.transactionalMessages', { query: month ? { month } : {} });
