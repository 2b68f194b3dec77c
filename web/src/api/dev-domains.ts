import { DEV_DOMAINS_PATH, SendingDomain } from '@shared/schemas/domains';
import { apiClient } from './index';

/** The local runtime's "mark verified" of a sending domain: not in the route table because AWS builds never serve it. */
export const devDomains = {
  markVerified: (domain: string) =>
    apiClient.request(
      { method: 'POST', path: `${DEV_DOMAINS_PATH}/${encodeURIComponent(domain)}/verify`, auth: 'session', response: SendingDomain },
      {},
    ),
};
