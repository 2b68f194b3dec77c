import type { ExportAudience } from '@shared/schemas/exports';
import type { Subscriber } from '@shared/schemas/subscriber';
import { subscribersRepository } from '@functions/subscribers/repository';

/** Who an export reads: how many it expects (for progress) and the subscribers, a page at a time. */
export interface AudienceSource {
  expected(): Promise<number>;
  pages(): AsyncIterable<Subscriber[]>;
}

/** One reader per audience kind; a new kind (a segment) does not compile until it has one here. */
export function audienceSource(accountId: string, audience: ExportAudience): AudienceSource {
  switch (audience.kind) {
    case 'statuses': {
      const statuses = [...new Set(audience.statuses)];
      return {
        async expected() {
          const { byStatus } = await subscribersRepository.countsByStatus(accountId);
          return statuses.reduce((sum, s) => sum + (byStatus[String(s)] ?? 0), 0);
        },
        pages: () => subscribersRepository.pagesWithStatus(accountId, statuses),
      };
    }
  }
}
