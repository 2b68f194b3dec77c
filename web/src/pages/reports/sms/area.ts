import { useLocation } from 'react-router-dom';

/** The SMS reports under Reports (PERM_RAPORTY, the spec's /v2/reports/sms) and in the SMS area (PERM_SMS, /sms/reports). */
export const SMS_REPORTS_PATH = '/v2/reports/sms';
export const SMS_AREA_REPORTS_PATH = '/sms/reports';

/**
 * Which of the two the page stands in: one page for both, each reading its own route (and permission)
 * and linking to the details of its own area.
 */
export function useSmsReportArea() {
  const inSms = useLocation().pathname.startsWith(SMS_AREA_REPORTS_PATH);
  return inSms
    ? ({ list: 'sms.reports', details: 'sms.report', detailsPath: (id: string) => `${SMS_AREA_REPORTS_PATH}/${id}` } as const)
    : ({ list: 'reports.sms', details: 'reports.smsDetails', detailsPath: (id: string) => `${SMS_REPORTS_PATH}/details/${id}` } as const);
}

/** An amount of the account's currency, as the user's language writes it. */
export const formatMoney = (amount: number, currency: string, language: string) =>
  amount.toLocaleString(language, { style: 'currency', currency, maximumFractionDigits: 4 });
