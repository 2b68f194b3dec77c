import { describe, expect, it } from 'vitest';
import { newlySubscribed } from './triggers';

describe('who became subscribed in a set of committed changes', () => {
  it('is the new ones with a sendable status and those moved to one from another', () => {
    expect(
      newlySubscribed([
        { kind: 'create', next: { id: 'new5', status: 5 } },
        { kind: 'create', next: { id: 'new8', status: 8 } },
        { kind: 'create', next: { id: 'left', status: 3 } },
        { kind: 'update', prev: { status: 3 }, next: { id: 'back', status: 5 } },
        { kind: 'update', prev: { status: 6 }, next: { id: 'confirmed', status: 8 } },
        { kind: 'update', prev: { status: 8 }, next: { id: 'edited', status: 8 } },
        { kind: 'update', prev: { status: 5 }, next: { id: 'out', status: 2 } },
      ]),
    ).toEqual(['new5', 'new8', 'back', 'confirmed']);
  });

  it('is not a double opt-in sign-up until it is confirmed', () => {
    const form = { actor: { kind: 'form' } };
    expect(
      newlySubscribed([
        { kind: 'create', next: { id: 'pending', status: 6 }, history: form },
        { kind: 'update', prev: { status: 3 }, next: { id: 'rejoining', status: 6 }, history: form },
        { kind: 'create', next: { id: 'single', status: 5 }, history: form },
        { kind: 'create', next: { id: 'imported', status: 6 }, history: { actor: { kind: 'import' } } },
        { kind: 'update', prev: { status: 6 }, next: { id: 'confirmed', status: 8 }, history: form },
      ]),
    ).toEqual(['single', 'imported', 'confirmed']);
  });
});
