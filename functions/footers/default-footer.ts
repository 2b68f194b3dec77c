import type { MessageLanguage } from '@shared/schemas/footers';
import { footerDefault as enDefault } from '@shared/i18n/en/footers.json';
import { footerDefault as plDefault } from '@shared/i18n/pl/footers.json';
import { postalLine, type CompanyAddress } from '@functions/sending/footer';
import { escapeHtml } from '@functions/sending/segments';

const WORDS: Record<MessageLanguage, typeof plDefault> = { pl: plDefault, en: enDefault };
const STYLE = 'font-size:12px;color:#687078;text-align:center';

/**
 * The product's default footer in a language: the company's name and postal address (mailbox
 * providers and the law expect them) and the unsubscribe link, in the branding's words when the
 * account set them. What a language without a footer of the account's sends, and the starting
 * content of a new footer; it passes the mailing sanitiser unchanged.
 */
export function defaultFooterHtml(language: MessageLanguage, company: CompanyAddress | undefined, unsubscribeLabel: string): string {
  const address = postalLine(company) ?? company?.name?.trim();
  const label = unsubscribeLabel.trim() || WORDS[language].unsubscribe;
  return (
    (address ? `<p style="${STYLE};margin-top:24px">${escapeHtml(address)}</p>\n` : '') +
    `<p style="${STYLE}"><a href="{{ unsubscribe_url }}" style="color:#687078">${escapeHtml(label)}</a></p>`
  );
}
