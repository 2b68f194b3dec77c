import { describe, expect, it } from 'vitest';
import type { Member, Team } from '@shared/schemas/users-admin';
import { teamNames, withTeam, withoutTeam } from './team-membership';

const member = (id: string, teamIds: string[]) => ({ id, teamIds }) as Member;

describe('team membership', () => {
  const members = [member('a', ['t1']), member('b', ['t1', 't2']), member('c', [])];

  it('puts exactly the saved members in the team and leaves others untouched', () => {
    const next = withTeam(members, { id: 't1', memberIds: ['b', 'c'] });
    expect(next.map((m) => m.teamIds)).toEqual([[], ['t1', 't2'], ['t1']]);
    expect(next[1]).toBe(members[1]);
  });

  it('takes a deleted team off everyone', () => {
    expect(withoutTeam(members, 't1').map((m) => m.teamIds)).toEqual([[], ['t2'], []]);
  });

  it('names a member’s teams', () => {
    const teams = [
      { id: 't1', name: 'Sales' },
      { id: 't2', name: 'Support' },
    ] as Team[];
    expect(teamNames(['t2', 'gone'], teams)).toEqual(['Support']);
  });
});
