/** The shop connectors' pages (issue 20: /advanced/external, PERM_PINTEGRACJE); apart from the pages, which load lazily. */
export const CONNECTORS_PATH = '/advanced/external';
export const connectorPath = (id: string) => `${CONNECTORS_PATH}/${id}`;
