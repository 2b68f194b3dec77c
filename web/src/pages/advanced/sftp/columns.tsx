import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { SftpServer } from '@shared/schemas/sftp';
import { sftpServerPath } from './paths';
import { address } from './sftp-view';
import { TestStatus } from './TestStatus';

interface Context {
  t: TFunction;
  open: (server: SftpServer) => void;
}

/** The servers table: where each is, who logs in (never the secret), and how the last test went. */
export function serverColumns({ t, open }: Context): TableProps.ColumnDefinition<SftpServer>[] {
  return [
    {
      id: 'name',
      header: t('sftp.columns.name'),
      isRowHeader: true,
      cell: (server) => (
        <Link
          href={sftpServerPath(server.id)}
          onFollow={(e) => {
            e.preventDefault();
            open(server);
          }}
        >
          {server.name}
        </Link>
      ),
    },
    { id: 'address', header: t('sftp.columns.address'), cell: address },
    { id: 'folder', header: t('sftp.columns.folder'), cell: (server) => server.folder },
    {
      id: 'login',
      header: t('sftp.columns.login'),
      cell: (server) => `${server.username} · ${server.secretSet ? t(server.auth === 'key' ? 'sftp.keySet' : 'sftp.passwordSet') : '—'}`,
    },
    {
      id: 'lastTest',
      header: t('sftp.columns.lastTest'),
      cell: (server) => <TestStatus result={server.lastTest} />,
    },
  ];
}
