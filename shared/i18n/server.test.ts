import { describe, expect, it } from 'vitest';
import { en, pl } from './resources';
import { serverResources } from './server';

/**
 * The server's `errors` namespace is picked from the web's files by hand (named imports, so a
 * Lambda carries only those strings): a file that gains an `errors` section must be added there, or
 * the import report would print bare codes. This holds the two to the same sentences.
 */
describe('the server catalogue', () => {
  it('has every error sentence the web has, in both languages', () => {
    expect(serverResources.pl.errors).toEqual(pl.errors);
    expect(serverResources['en-US'].errors).toEqual(en.errors);
  });

  it('has the base and personal field labels the web has', () => {
    expect(serverResources.pl.subscriberFields).toEqual({ fields: pl.subscribers.fields, personal: pl.subscribers.personal });
    expect(serverResources['en-US'].subscriberFields).toEqual({ fields: en.subscribers.fields, personal: en.subscribers.personal });
  });
});
