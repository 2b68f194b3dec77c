/**
 * Which sending domain an address is on: the server refuses a mailing whose sender is on no
 * verified domain, and the editor warns before it does, by the same rule (trimmed, any case).
 */

/** The domain part of an address, lower-case. */
export const domainOfAddress = (address: string): string | undefined => address.split('@')[1]?.trim().toLowerCase() || undefined;

/** Whether an address is on the domain or one of its subdomains. */
export const addressOnDomain = (address: string, domain: string): boolean => {
  const own = domainOfAddress(address);
  return own !== undefined && (own === domain || own.endsWith(`.${domain}`));
};
