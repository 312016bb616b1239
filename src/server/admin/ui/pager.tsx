/** Where a paged list is: its page (from 1), the rows a page holds, and the rows in all. */
export interface Paging {
  page: number;
  pageSize: number;
  total: number;
}

/** Previous / next links of a paged admin list, keeping the list's other query values. */
export function Pager({
  paging: { page, pageSize, total },
  link,
  label,
}: {
  paging: Paging;
  link: (page: number) => string;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="admin-actions mb-3">
      {page > 1 ? (
        <a className="btn btn-sm btn-outline-secondary" href={link(page - 1)} rel="prev">
          Previous page
        </a>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a className="btn btn-sm btn-outline-secondary" href={link(page + 1)} rel="next">
          Next page
        </a>
      ) : null}
    </nav>
  );
}

/** A page number from the query: 1 when absent or not a sane positive number. */
export function pageFrom(value: string | undefined): number {
  return value && /^\d{1,5}$/.test(value) && Number(value) > 0 ? Number(value) : 1;
}
