import { useEffect } from 'react';
import { Spinner } from '../../../components/spinner';
import { siteConfig } from '../../../lib/site-config';
import { usePage } from '../api/use-page';

/** The title and HTML content of a page, or a spinner while loading. */
export function ContentPage({ slug }: { slug: string }) {
  const { data: page, error, isPending } = usePage(slug);

  useEffect(() => {
    // Page load errors are only logged: the layout around still works.
    if (error) console.warn(`Could not load page ${slug}`, error);
  }, [error, slug]);

  useEffect(() => {
    if (page) document.title = `${page.title} | ${siteConfig().businessName}`;
  }, [page]);

  if (isPending) return <Spinner label="Loading page..." />;
  if (!page) return null;
  return (
    <article className="content-page">
      <h1 className="mb-4">{page.title}</h1>
      {/* Sanitised on the server with an allow-list, on save and on render (docs/security.md). */}
      <div className="page-content" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
