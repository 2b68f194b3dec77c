/** Where the SMS pages live (spec section 2: /sms/sending and /sms/history, PERM_SMS). */
export const SMS_SENDING_PATH = '/sms/sending';
export const SMS_HISTORY_PATH = '/sms/history';
/** Issue 17: planned and cyclic SMS sendings; `/v2/sms/planned` is the same page. */
export const SMS_PLANNED_PATH = '/sms/planned';
/** Issue 18: the transactional texts' report (spec section 2). */
export const SMS_TRANSACTIONAL_REPORTS_PATH = '/sms/transactional-reports';
