import { describe, expect, it } from 'vitest';
import { isForgetConfirmed } from './forget-confirmation';

describe('isForgetConfirmed', () => {
  it('takes the word whatever its case and surrounding spaces', () => {
    expect(isForgetConfirmed('  zapomnij ', 'ZAPOMNIJ')).toBe(true);
    expect(isForgetConfirmed('FORGET', 'FORGET')).toBe(true);
  });
  it('refuses anything else', () => {
    expect(isForgetConfirmed('', 'ZAPOMNIJ')).toBe(false);
    expect(isForgetConfirmed('zapomnij!', 'ZAPOMNIJ')).toBe(false);
    expect(isForgetConfirmed('zapom', 'ZAPOMNIJ')).toBe(false);
  });
});
