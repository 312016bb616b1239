import { useSearchParams } from '../../../lib/router';
import { sectionByKey } from '../admin-sections';
import { AdminFrame } from './admin-frame';
import { AdminMenu } from './admin-menu';
import '../admin.css';

/** /admin: the menu, and the chosen server page in a frame (?section=...). */
export function AdminPage() {
  const [params] = useSearchParams();
  const section = sectionByKey(params.get('section'));
  return (
    <div className="admin-shell">
      <h1 className="visually-hidden">Admin: {section.label}</h1>
      <AdminMenu current={section} />
      <div className="admin-frame-area">
        {/* A new frame per section, so its height starts afresh. */}
        <AdminFrame key={section.key} section={section} />
      </div>
    </div>
  );
}
