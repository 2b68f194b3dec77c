import { z } from 'zod';

/**
 * A sending domain of an account (issue 15): added to SES with Easy DKIM and a custom MAIL FROM
 * subdomain, usable for senders once SES reports its DKIM verified.
 */
const LABEL = '(?!-)[a-z0-9-]{1,63}(?<!-)';
/** A host name of at least two labels, a letter-only top-level label, at most 253 characters. */
const DOMAIN = new RegExp(`^(?=.{4,253}$)${LABEL}(\\.${LABEL})*\\.[a-z]{2,63}$`);

/** The domain as it is stored and compared: trimmed, lower-case, no trailing dot, no leading `@`. */
export function normalizeSendingDomain(raw: string): string | undefined {
  const domain = raw.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');
  return DOMAIN.test(domain) ? domain : undefined;
}

/** The MAIL FROM subdomain every domain gets (bounces return there; SPF aligns under the domain for DMARC). */
export const MAIL_FROM_LABEL = 'bounce';

export const DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const DnsRecord = z.object({
  /** What the record is for: dkim (three), mailFromMx, mailFromSpf, dmarc (a suggestion). */
  purpose: z.enum(['dkim', 'mailFromMx', 'mailFromSpf', 'dmarc']),
  type: z.enum(['CNAME', 'MX', 'TXT']),
  name: z.string(),
  value: z.string(),
  priority: z.number().int().optional(),
});
export type DnsRecord = z.infer<typeof DnsRecord>;

export const SendingDomain = z.object({
  domain: z.string(),
  /** DKIM as SES reports it, folded: pending (not yet found in DNS), verified, failed (SES gave up or the records are wrong). */
  dkimStatus: z.enum(DOMAIN_STATUSES),
  mailFromDomain: z.string(),
  mailFromStatus: z.enum(DOMAIN_STATUSES),
  /** Senders may use the domain (DKIM verified). */
  usable: z.boolean(),
  records: z.array(DnsRecord),
  addedAt: z.string(),
  addedBy: z.string().optional(),
  checkedAt: z.string().optional(),
  /** Local runtime only: marked verified by a developer, not by SES. */
  verifiedLocally: z.boolean().optional(),
});
export type SendingDomain = z.infer<typeof SendingDomain>;

export const SendingDomainList = z.object({ items: z.array(SendingDomain) });
export type SendingDomainList = z.infer<typeof SendingDomainList>;

export const AddSendingDomainBody = z
  .object({
    domain: z
      .string()
      .max(253)
      .refine((v) => normalizeSendingDomain(v) !== undefined, { message: 'SENDING_DOMAIN_INVALID' }),
  })
  .strict();
export type AddSendingDomainBody = z.infer<typeof AddSendingDomainBody>;

/** The domains senders may use, for the mailing form. */
export const SenderDomains = z.object({ domains: z.array(z.string()) });
export type SenderDomains = z.infer<typeof SenderDomains>;

export const SendingDomainParams = z.object({ domain: z.string().min(1).max(253) });
export const RemoveSendingDomainResult = z.object({ removed: z.literal(true) });

/** Local runtime only: the developer control that marks a domain verified (served by infra/local, never deployed). */
export const DEV_DOMAINS_PATH = '/dev/domains';
