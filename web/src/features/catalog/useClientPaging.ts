import { useState } from 'react';

/** Pages through a list the server sends whole (products and plans have no server paging). */
export function useClientPaging<T>(rows: readonly T[], initialPageSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages); // the list shrank (a delete, a search): stay on a page that exists
  return {
    page: current,
    pageSize,
    visible: rows.slice((current - 1) * pageSize, current * pageSize),
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    reset: () => setPage(1),
  };
}
