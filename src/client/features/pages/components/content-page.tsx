import { useEffect } from 'react';
import { describeHtml } from '../../../../shared/pages/page-description';
import { HOME_SLUG } from '../../../../shared/pages/site-routes';
import { usePageMeta } from '../../../app/page-meta';
import { Spinner } from '../../../components/spinner';
import { usePage } from '../api/use-page';
import { NotFoundPage } from './not-found-page';
// With or without the upcoming times beside it: a content page makes no Intl date formatter.
import '../../../lib/hand-dates';

/** The title and HTML content of a page, a spinner while loading, the not-found page if none. */
export function ContentPage({ slug }: { slug: string }) {
  const { data: page, error, isPending } = usePage(slug);

  useEffect(() => {
    // Page load errors are only logged: the layout around still works.
    if (error) console.warn(`Could not load page ${slug}`, error);
  }, [error, slug]);

  usePageMeta(
    page
      ? {
          title: page.title,
          description: describeHtml(page.content),
          // The home page's own title stands alone; the others get the business name after them.
          exact: slug === HOME_SLUG,
        }
      : undefined,
  );

  if (isPending) return <Spinner label="Loading page..." />;
  // A deleted page: the server answers 404 with this same page.
  if (page === null) return <NotFoundPage />;
  if (!page) return null;
  return (
    <article className="content-page">
      <h1 className="mb-4">{page.title}</h1>
      {/* Sanitised on the server with an allow-list, on save and on render (docs/security.md). */}
      <div className="page-content" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
