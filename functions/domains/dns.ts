import { MAIL_FROM_LABEL, type DnsRecord, type DomainStatus } from '@shared/schemas/domains';

/** The MAIL FROM subdomain of a sending domain: bounces come back there, and its SPF aligns with the domain for DMARC. */
export const mailFromDomainOf = (domain: string): string => `${MAIL_FROM_LABEL}.${domain}`;

/**
 * Exactly the records to publish for a domain in SES: one CNAME per Easy DKIM token, the MAIL FROM
 * MX and SPF, and a suggested DMARC policy (p=none, to start by reading reports). No tokens (SES has
 * not issued them yet, or the emulator never does) means no DKIM lines: a check later fills them in.
 */
export function dnsRecords(input: { domain: string; tokens: readonly string[]; region: string; dmarcReportTo?: string }): DnsRecord[] {
  const { domain, tokens, region } = input;
  const mailFrom = mailFromDomainOf(domain);
  const rua = input.dmarcReportTo ? `; rua=mailto:${input.dmarcReportTo}` : '';
  return [
    ...tokens.map((token): DnsRecord => ({
      purpose: 'dkim',
      type: 'CNAME',
      name: `${token}._domainkey.${domain}`,
      value: `${token}.dkim.amazonses.com`,
    })),
    { purpose: 'mailFromMx', type: 'MX', name: mailFrom, value: `feedback-smtp.${region}.amazonses.com`, priority: 10 },
    { purpose: 'mailFromSpf', type: 'TXT', name: mailFrom, value: 'v=spf1 include:amazonses.com ~all' },
    { purpose: 'dmarc', type: 'TXT', name: `_dmarc.${domain}`, value: `v=DMARC1; p=none${rua}` },
  ];
}

/**
 * SES's DKIM or MAIL FROM status (PENDING, SUCCESS, FAILED, TEMPORARY_FAILURE; DKIM also
 * NOT_STARTED) folded to three: a temporary failure is still pending (SES keeps looking), NOT_STARTED
 * too (no tokens yet).
 */
export function foldSesStatus(status: string | undefined): DomainStatus {
  if (status === 'SUCCESS') return 'verified';
  if (status === 'FAILED') return 'failed';
  return 'pending';
}
