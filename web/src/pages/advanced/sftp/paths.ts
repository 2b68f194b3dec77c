/** The SFTP servers' pages (spec section 2: /v2/integrations/sftp, PERM_PINTEGRACJE); apart from the pages, which load lazily. */
export const SFTP_PATH = '/v2/integrations/sftp';
export const sftpServerPath = (id: string) => `${SFTP_PATH}/${id}`;
