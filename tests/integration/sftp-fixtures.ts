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
