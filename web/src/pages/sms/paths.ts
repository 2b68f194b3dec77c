/** Where the SMS pages live (spec section 2: /sms/sending and /sms/history, PERM_SMS). */
export const SMS_SENDING_PATH = '/sms/sending';
export const SMS_HISTORY_PATH = '/sms/history';
