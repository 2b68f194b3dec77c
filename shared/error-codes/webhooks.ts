/**
 * Webhooks (issue 20; spec section 8: "Webhooks: invalid data, not found, bad URL, limit reached").
 * A URL the server will not call (not https in a deployed build, credentials in it, a private,
 * loopback, link-local or metadata address) is a bad URL too.
 */
export const webhooksCodes = ['WEBHOOK_INVALID_DATA', 'WEBHOOK_NOT_FOUND', 'WEBHOOK_BAD_URL', 'WEBHOOK_LIMIT_REACHED'] as const;
