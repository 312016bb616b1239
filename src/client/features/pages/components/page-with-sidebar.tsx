import { UpcomingSlots } from '../../slots/components/upcoming-slots';
import { ContentPage } from './content-page';

export function PageWithSidebar({ slug }: { slug: string }) {
  return (
    <div className="row g-4">
      <div className="col-lg-8">
        <ContentPage slug={slug} />
      </div>
      <aside className="col-lg-4" aria-label="Upcoming inspection dates">
        <UpcomingSlots />
      </aside>
    </div>
  );
}
