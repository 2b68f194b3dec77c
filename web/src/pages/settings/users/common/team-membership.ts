import type { Member, Team } from '@shared/schemas/users-admin';

/** Members' team lists after `team` was saved with exactly its `memberIds`. */
export function withTeam(members: readonly Member[], team: Pick<Team, 'id' | 'memberIds'>): Member[] {
  const inTeam = new Set(team.memberIds);
  return members.map((m) => {
    const has = m.teamIds.includes(team.id);
    if (has === inTeam.has(m.id)) return m;
    return { ...m, teamIds: has ? m.teamIds.filter((id) => id !== team.id) : [...m.teamIds, team.id] };
  });
}

/** Members' team lists after the team was deleted. */
export const withoutTeam = (members: readonly Member[], teamId: string): Member[] => withTeam(members, { id: teamId, memberIds: [] });

/** Team names of a member, in the order the teams list gives (unknown ids are left out). */
export function teamNames(teamIds: readonly string[], teams: readonly Team[]): string[] {
  return teams.filter((t) => teamIds.includes(t.id)).map((t) => t.name);
}
