/**
 * Shop and CMS connectors (issue 20, /advanced/external). The inbound endpoint's refusals are what a
 * shop's webhook log shows: a bad signature (401), a payload that is not the platform's format (400,
 * naming the field), a connector switched off. A topic the connector does not map is answered 200
 * and logged as ignored, so the shop does not switch its webhook off for it.
 */
export const connectorsCodes = [
  'CONNECTOR_NOT_FOUND',
  'CONNECTOR_INVALID_DATA',
  'CONNECTOR_LIMIT_REACHED',
  'CONNECTOR_BAD_SIGNATURE',
  'CONNECTOR_INACTIVE',
  'CONNECTOR_BAD_PAYLOAD',
  'CONNECTOR_UNSUPPORTED_TOPIC',
] as const;
