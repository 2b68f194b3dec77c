/** An SFTP server the sweeps register: this machine's port 1, where nothing listens (a test of it fails at once). */
export const SFTP_SWEEP_SERVER = {
  name: 'Sweep SFTP',
  host: '127.0.0.1',
  port: 1,
  folder: '/in',
  username: 'sweep',
  auth: 'password',
  password: 'Sweep-pass-1',
} as const;

/** An import task the sweeps add to their server: inactive, so no ticker of another test file runs it. */
export const sftpSweepTask = (schemaId: string) => ({ schemaId, schedule: { kind: 'daily', at: '03:00' }, active: false }) as const;

/** An export task the sweeps add to their server, inactive as the import task. */
export const SFTP_SWEEP_EXPORT_TASK = {
  audience: { kind: 'statuses', statuses: [2] },
  fields: ['email'],
  schedule: { kind: 'daily', at: '03:00' },
  active: false,
} as const;
