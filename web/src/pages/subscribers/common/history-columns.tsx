import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ChangeEntry } from '@shared/schemas/subscriber-records';

/** A line as the account's log answers it: its subscriber named (history-format.ts historySubscriberLabel). */
type Line = ChangeEntry & { subscriberEmail?: string; subscriberGsm?: string; subscriberForgotten?: boolean };
import { actionLabel, actorLabel, describeChanges, historySubscriberLabel, type HistoryFormatting } from './history-format';
import { detailsPath } from '../paths';

interface Context extends HistoryFormatting {
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
  /** The account's change log names the subscriber of each row. */
  withSubscriber: boolean;
}

/** Who changed what and when: each field from → to, values and property names in words. */
export function historyColumns({ follow, withSubscriber, ...fmt }: Context): TableProps.ColumnDefinition<Line>[] {
  const { t, formatDate } = fmt;
  const columns: TableProps.ColumnDefinition<Line>[] = [
    { id: 'at', header: t('subscribers.history.at'), cell: (e) => formatDate(e.at, true), isRowHeader: true },
    { id: 'actor', header: t('subscribers.history.actor'), cell: (e) => actorLabel(t, e.actor) },
    { id: 'action', header: t('subscribers.history.action'), cell: (e) => actionLabel(t, e.action) },
    {
      id: 'changes',
      header: t('subscribers.history.changes'),
      cell: (e) => {
        const lines = describeChanges(e, fmt);
        if (lines.length === 0) return '—';
        return (
          <ul style={{ margin: 0, paddingInlineStart: '1.1em' }}>
            {lines.map((line, i) => (
              <li key={i}>
                <Box variant="span" fontWeight="bold">
                  {line.label}
                </Box>
                : {line.from} → {line.to}
              </li>
            ))}
          </ul>
        );
      },
    },
  ];
  if (withSubscriber) {
    columns.splice(1, 0, {
      id: 'subscriber',
      header: t('subscribers.history.subscriber'),
      // A forgotten subscriber's page shows nothing of them: the line names them as forgotten, unlinked.
      cell: (e) =>
        e.subscriberForgotten ? (
          historySubscriberLabel(t, e)
        ) : (
          <Link href={detailsPath(e.subscriberId, 'history')} onFollow={follow}>
            {historySubscriberLabel(t, e)}
          </Link>
        ),
    });
  }
  return columns;
}
