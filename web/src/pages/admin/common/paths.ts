/** The admin zone's pages (the API's lines are under /admin too, in shared/route-table/admin.ts). */
export const ADMIN_PATHS = {
  users: '/admin/users',
  accounts: '/admin/accounts',
  queues: '/admin/queues',
  feedback: '/admin/feedback',
  migrations: '/admin/migrations',
} as const;

export const accountPath = (id: string) => `${ADMIN_PATHS.accounts}/${encodeURIComponent(id)}`;
export const userPath = (id: string) => `${ADMIN_PATHS.users}/${encodeURIComponent(id)}`;
