import Pagination from '@cloudscape-design/components/pagination';
import { useTranslation } from 'react-i18next';

interface Pages {
  pageIndex: number;
  pagesCount: number;
  hasMore: boolean;
  loading: boolean;
  goTo: (index: number) => void;
}

/** Open-ended pagination over cursor pages: the count grows as the user reads on. */
export function CursorPagination({ pages }: { pages: Pages }) {
  const { t } = useTranslation();
  return (
    <Pagination
      currentPageIndex={pages.pageIndex + 1}
      pagesCount={pages.pagesCount}
      openEnd={pages.hasMore}
      disabled={pages.loading}
      onChange={({ detail }) => pages.goTo(detail.currentPageIndex - 1)}
      ariaLabels={{
        nextPageLabel: t('pagination.next'),
        previousPageLabel: t('pagination.previous'),
        pageLabel: (n) => t('pagination.page', { n }),
        paginationLabel: t('pagination.label'),
      }}
    />
  );
}
