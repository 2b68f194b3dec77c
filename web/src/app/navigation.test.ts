import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './navigation';

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnPath('/subscribers/all?page=2')).toBe('/subscribers/all?page=2');
  });
  it('refuses other origins and junk, falling back to the dashboard', () => {
    for (const value of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(safeReturnPath(value)).toBe('/');
    }
  });
});
