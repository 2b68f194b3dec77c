/** Addresses of the user-administration pages; the tab lives in the query so a reload keeps it. */
export const USERS_PATH = '/settings/users';

export const ADMIN_TABS = ['users', 'teams', 'roles'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const tabPath = (tab: AdminTab): string => (tab === 'users' ? USERS_PATH : `${USERS_PATH}?tab=${tab}`);

/** An unknown or missing `?tab=` opens the users tab. */
export function tabFromQuery(value: string | null): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'users';
}

export const NEW_USER_PATH = `${USERS_PATH}/new`;
export const editUserPath = (id: string): string => `${USERS_PATH}/${encodeURIComponent(id)}/edit`;
/** The new-role page, optionally starting from an existing role's permissions. */
export const newRolePath = (fromId?: string): string => `${USERS_PATH}/roles/new${fromId ? `?from=${encodeURIComponent(fromId)}` : ''}`;
export const editRolePath = (id: string): string => `${USERS_PATH}/roles/${encodeURIComponent(id)}/edit`;
