/**
 * How many e-mails an account may still send (spec section 9): its plan's monthly limit, and during
 * the trial also "2500 e-mails to 500 subscribers" — at most 2,500 e-mails over the whole trial,
 * to at most 500 different subscribers. Whichever limit is tightest binds. Pure: the sender and the
 * planner enforce it (functions/sending/allowance.ts), the dashboard shows it.
 */
export const TRIAL_SENDING = { emails: 2500, recipients: 500 } as const;

/** What FEATURE_LIMIT_REACHED's `params.limit` names for e-mails (the web translates each). */
export type EmailLimitKind = 'emailsPerMonth' | 'trialEmails' | 'trialRecipients';

export interface EmailLimits {
  perMonth: number;
  trial: boolean;
}

/** What the account has used: e-mails this month, and over the trial e-mails and distinct recipients. */
export interface EmailUsage {
  month: number;
  trialEmails: number;
  trialRecipients: number;
}

export interface EmailRoom {
  /** E-mails that may still go. */
  emails: number;
  /** The limit that binds it, with its maximum and what is used of it. */
  kind: Exclude<EmailLimitKind, 'trialRecipients'>;
  max: number;
  used: number;
  /** New recipients the trial still allows; undefined when not in the trial. */
  recipients?: number;
}

export function emailRoom(limits: EmailLimits, usage: EmailUsage): EmailRoom {
  const month = {
    emails: Math.max(0, limits.perMonth - usage.month),
    kind: 'emailsPerMonth' as const,
    max: limits.perMonth,
    used: usage.month,
  };
  if (!limits.trial) return month;
  const trial = {
    emails: Math.max(0, TRIAL_SENDING.emails - usage.trialEmails),
    kind: 'trialEmails' as const,
    max: TRIAL_SENDING.emails,
    used: usage.trialEmails,
  };
  return { ...(trial.emails < month.emails ? trial : month), recipients: Math.max(0, TRIAL_SENDING.recipients - usage.trialRecipients) };
}

/**
 * Why a sending of `emails` e-mails to `newRecipients` subscribers never mailed in the trial does
 * not fit, as FEATURE_LIMIT_REACHED's params, or null when it fits.
 */
export function emailLimitBreach(
  room: EmailRoom,
  emails: number,
  newRecipients = 0,
): { limit: EmailLimitKind; max: number; used: number; needed: number } | null {
  if (emails > room.emails) return { limit: room.kind, max: room.max, used: room.used, needed: emails };
  if (room.recipients !== undefined && newRecipients > room.recipients) {
    return {
      limit: 'trialRecipients',
      max: TRIAL_SENDING.recipients,
      used: TRIAL_SENDING.recipients - room.recipients,
      needed: newRecipients,
    };
  }
  return null;
}
