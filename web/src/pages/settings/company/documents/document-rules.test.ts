import { describe, expect, it } from 'vitest';
import { DocumentUrlBody } from '@shared/schemas/company-documents';
import { urlProblem } from './document-rules';

describe('the document URL field', () => {
  it('names the problem the server would', () => {
    for (const url of ['', '  ', 'regulamin', 'javascript:alert(1)', 'https://localhost/x', `https://example.com/${'a'.repeat(2048)}`]) {
      const mine = urlProblem(url);
      const server = DocumentUrlBody.safeParse({ url });
      expect(server.success, url).toBe(false);
      expect(mine, url).not.toBeNull();
    }
    expect(urlProblem(' https://example.com/regulamin ')).toBeNull();
    expect(DocumentUrlBody.safeParse({ url: ' https://example.com/regulamin ' }).success).toBe(true);
  });
});
