import { describe, expect, it } from 'vitest';
import { ZIP_RULES } from '@shared/rules/templates';
import { megabytes, zipFileProblem } from './zip-file';

describe('zip import limits', () => {
  it('tells the limit in megabytes', () => {
    expect(megabytes(ZIP_RULES.maxBytes)).toBe(5);
    expect(megabytes(1.5 * 1024 * 1024)).toBe(1.5);
  });

  it('refuses a zip over the limit before sending it, and lets one at the limit through', () => {
    expect(zipFileProblem({ size: ZIP_RULES.maxBytes })).toBeNull();
    expect(zipFileProblem({ size: ZIP_RULES.maxBytes + 1 })).toBe('tooLarge');
  });
});
