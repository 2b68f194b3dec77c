import { escapeHtml } from './segments';

/** The company's postal address (onboarding's company step; company settings edit the same item). */
export interface CompanyAddress {
  name?: string;
  address?: string;
  postalCode?: string;
  city?: string;
}

const STYLE = 'font-size:12px;color:#687078;text-align:center';

/** "Name, street, 00-000 City": the parts there are; undefined when there is no address at all. */
export function postalLine(company: CompanyAddress | undefined): string | undefined {
  if (!company?.address?.trim()) return undefined;
  const town = [company.postalCode, company.city]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return [company.name, company.address, town]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The footer added to a mailing whose template has no unsubscribe link of its own: the link in
 * Polish and English, and the sender's postal address (mailbox providers and the law expect it).
 */
export function footerHtml(unsubscribeHref: string, company: CompanyAddress | undefined): string {
  const address = postalLine(company);
  return (
    `<p style="${STYLE};margin-top:24px">` +
    `<a href="${unsubscribeHref}" style="color:#687078">Wypisz się z listy</a> · ` +
    `<a href="${unsubscribeHref}" style="color:#687078">Unsubscribe</a></p>` +
    (address ? `<p style="${STYLE}">${escapeHtml(address)}</p>` : '')
  );
}
