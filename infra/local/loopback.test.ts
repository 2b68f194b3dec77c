import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback';

describe('the local runtime serves its mail catcher on loopback only', () => {
  it('knows loopback names and addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'app.localhost', '::ffff:127.0.0.1'])
      expect(isLoopback(host), host).toBe(true);
  });

  it('treats anything other machines can reach as not loopback', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', '10.0.0.5', 'example.com', 'goniec.local', ''])
      expect(isLoopback(host), host).toBe(false);
  });
});
