import { z } from 'zod';
import { SUBSCRIBER_STATUSES } from '../constants';

export const QUICK_ACTIONS = ['newMailing', 'newSMS', 'newSurvey'] as const;

/** The getting-started steps of an empty account, in order; each leads to a page that exists. */
export const GETTING_STARTED_STEPS = ['importSubscribers', 'sendingDomain', 'firstMailing'] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

/** Spec section 2: the dashboard's modules; a module is absent when the user may not see it. */
export const Dashboards = z.object({
  quickActions: z.array(z.enum(QUICK_ACTIONS)),
  subscribers: z
    .object({
      total: z.number().int(),
      subscribed: z.number().int(),
      byStatus: z.record(z.enum(SUBSCRIBER_STATUSES.map(String) as [string, ...string[]]), z.number().int()),
    })
    .optional(),
  payments: z
    .object({
      plan: z.enum(['trial', 'standard', 'advanced', 'premium']),
      trialEndsAt: z.string().optional(),
      trialDaysLeft: z.number().int().optional(),
      limits: z.object({ subscribers: z.number().int(), emailsPerMonth: z.number().int() }),
      /** `subscribers` is absent for a user restricted to segments (see `segmentRestricted`). */
      usage: z.object({
        subscribers: z.number().int().optional(),
        emailsThisMonth: z.number().int(),
        /** Issue 19: the month's transactional messages the providers accepted (spec: "monthly counters … for transactional messages"). */
        transactionalThisMonth: z.object({ emails: z.number().int(), sms: z.number().int() }),
      }),
      /** The trial's own allowance (spec section 9: 2500 e-mails to 500 subscribers), used and maximum. */
      trialSending: z
        .object({ emails: z.number().int(), maxEmails: z.number().int(), recipients: z.number().int(), maxRecipients: z.number().int() })
        .optional(),
    })
    .optional(),
  /**
   * The user is restricted to segments (spec section 6): numbers over every subscriber (the
   * subscribers module, the plan's subscriber usage) are left out, and the web says why.
   */
  segmentRestricted: z.literal(true).optional(),
  /**
   * The next steps of an account not set up yet: only those the user may take, each done or not
   * from the account's data. Absent once every offered step is done, when the user dismissed it
   * (per user and account), or when no step is offered.
   */
  gettingStarted: z.object({ steps: z.array(z.object({ id: z.enum(GETTING_STARTED_STEPS), done: z.boolean() })).min(1) }).optional(),
});
export type Dashboards = z.infer<typeof Dashboards>;
