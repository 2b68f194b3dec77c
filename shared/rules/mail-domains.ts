/**
 * Recipient domains a report names (issue 18): the webmail providers most of an audience uses, each
 * by one name; every other domain is `other`. Bounded on purpose: each name is a roll-up item of
 * every sending, so a report reads a fixed number of items however many domains a list holds
 * (README, "Reports"). A provider's other domains (googlemail.com, gmx.*) take its main name;
 * Polish providers' several brands (op.pl and onet.pl…) stay apart, as their users know them.
 */
const NAMED = [
  'gmail.com',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'op.pl',
  'vp.pl',
  'interia.pl',
  'poczta.fm',
  'tlen.pl',
  'gazeta.pl',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
] as const;
export const MAIL_PROVIDERS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(NAMED.map((d) => [d, d])),
  'googlemail.com': 'gmail.com',
  'protonmail.com': 'proton.me',
};

export const OTHER_DOMAIN = 'other';
/** GMX's country domains (gmx.de, gmx.net, gmx.pl…), one provider. */
const GMX = /^gmx\.[a-z]{2,3}$/;

/** The name an address's domain is reported by. */
export function mailDomain(email: string | undefined): string {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 0) return OTHER_DOMAIN;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  if (Object.hasOwn(MAIL_PROVIDERS, domain)) return MAIL_PROVIDERS[domain]!;
  return GMX.test(domain) ? 'gmx' : OTHER_DOMAIN;
}
