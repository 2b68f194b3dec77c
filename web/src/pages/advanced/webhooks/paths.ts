/** The webhooks' pages (spec section 2: /advanced/webhooks, PERM_ADMIN); apart from the pages, which load lazily. */
export const WEBHOOKS_PATH = '/advanced/webhooks';
export const webhookPath = (id: string) => `${WEBHOOKS_PATH}/${id}`;
