import { ulid } from 'ulid';
import type { Team, TeamBody } from '@shared/schemas/users-admin';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import { membersRepository } from '@functions/users/members-repository';
import type { MembershipRecord } from '@functions/users/repository';
import { teamsRepository, type TeamRecord } from './repository';

const toTeam = (team: TeamRecord, members: readonly MembershipRecord[]): Team => ({
  ...team,
  memberIds: members.filter((m) => m.teamIds?.includes(team.id)).map((m) => m.userId),
});

/**
 * Puts exactly `memberIds` in the team by changing only the memberships that differ, one team at a
 * time, so a concurrent change to a member's other teams is kept. Members gone meanwhile drop out.
 */
async function setMembers(
  accountId: string,
  teamId: string,
  members: readonly MembershipRecord[],
  memberIds: readonly string[] | undefined,
): Promise<MembershipRecord[]> {
  if (memberIds === undefined) return [...members];
  const wanted = new Set(memberIds);
  const after = await Promise.all(
    members.map((m) => {
      const has = m.teamIds?.includes(teamId) === true;
      return has === wanted.has(m.userId) ? m : membersRepository.setTeamMembership(accountId, m.userId, teamId, wanted.has(m.userId));
    }),
  );
  return after.filter((m): m is MembershipRecord => m !== undefined);
}

/** Checked before the team is written, so a bad member list changes nothing. */
function checkMemberIds(members: readonly MembershipRecord[], memberIds: readonly string[] | undefined): void {
  if (memberIds?.some((id) => !members.some((m) => m.userId === id))) throw ValidationError.field('memberIds', 'USER_NOT_FOUND');
}

async function existing(accountId: string, id: string): Promise<TeamRecord> {
  const team = await teamsRepository.get(accountId, id);
  if (!team) throw new NotFoundError('TEAM_NOT_FOUND');
  return team;
}

export const teamsService = {
  async list(accountId: string): Promise<{ items: Team[] }> {
    const [teams, members] = await Promise.all([teamsRepository.list(accountId), membersRepository.listMembers(accountId)]);
    return { items: teams.map((t) => toTeam(t, members)).sort((a, b) => a.name.localeCompare(b.name)) };
  },

  /** Team names are unique per account, case-insensitively (TEAM_EXISTS). */
  async create(accountId: string, body: TeamBody): Promise<Team> {
    const members = await membersRepository.listMembers(accountId);
    checkMemberIds(members, body.memberIds);
    const at = nowIso();
    const team: TeamRecord = { id: ulid(), name: body.name, createdAt: at, updatedAt: at };
    if (!(await teamsRepository.create(accountId, team))) throw new ConflictError('TEAM_EXISTS', { name: body.name });
    return toTeam(team, await setMembers(accountId, team.id, members, body.memberIds));
  },

  async update(accountId: string, id: string, body: TeamBody): Promise<Team> {
    const before = await existing(accountId, id);
    const members = await membersRepository.listMembers(accountId);
    checkMemberIds(members, body.memberIds);
    const after: TeamRecord = { ...before, name: body.name, updatedAt: nowIso() };
    if (!(await teamsRepository.save(accountId, before, after))) throw new ConflictError('TEAM_EXISTS', { name: body.name });
    return toTeam(after, await setMembers(accountId, id, members, body.memberIds));
  },

  /** The team leaves every membership that named it. */
  async remove(accountId: string, id: string): Promise<void> {
    const team = await existing(accountId, id);
    if (!(await teamsRepository.delete(accountId, team))) throw new NotFoundError('TEAM_NOT_FOUND');
    await setMembers(accountId, id, await membersRepository.listMembers(accountId), []);
  },
};
