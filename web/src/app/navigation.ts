/**
 * Lets code outside React (the api client) navigate through the router once it exists;
 * before that, a full page load does the job.
 */
let navigator: (to: string) => void = (to) => window.location.assign(to);

export function setNavigator(fn: (to: string) => void): void {
  navigator = fn;
}

export function navigateTo(to: string): void {
  navigator(to);
}

/** Only same-site paths are followed after login, never another origin (`//evil`, `https:`). */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
