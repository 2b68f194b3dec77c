import { parse, serialize, type SerializeOptions } from 'cookie';

export function parseCookies(header: string[] | string | undefined): Record<string, string> {
  const joined = Array.isArray(header) ? header.join('; ') : (header ?? '');
  const parsed = parse(joined);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed)) if (v !== undefined) out[k] = v;
  return out;
}

/** Every cookie the app sets is Secure and SameSite=Strict; browsers treat http://localhost as secure. */
export function setCookie(
  name: string,
  value: string,
  options: Omit<SerializeOptions, 'secure' | 'sameSite'> & { httpOnly: boolean },
): string {
  return serialize(name, value, { ...options, secure: true, sameSite: 'strict' });
}

export function clearCookie(name: string, path: string, httpOnly: boolean): string {
  return setCookie(name, '', { path, httpOnly, maxAge: 0, expires: new Date(0) });
}
