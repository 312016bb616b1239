import type { PublicInspector } from '../../../../shared/inspectors/inspector';

/** The chosen inspector as the customer meets them: photo, name, licence and short bio. */
export function InspectorCard({ inspector }: { inspector: PublicInspector }) {
  return (
    <div className="d-flex gap-3 align-items-start border rounded p-2 mb-3 inspector-card">
      {inspector.photoUrl ? (
        <img
          src={inspector.photoUrl}
          alt=""
          width={64}
          height={64}
          className="rounded-circle flex-shrink-0 object-fit-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="rounded-circle flex-shrink-0 bg-secondary-subtle d-inline-flex align-items-center justify-content-center fw-semibold"
          style={{ width: 64, height: 64 }}
        >
          {inspector.name
            .split(/\s+/)
            .map((w) => w.charAt(0))
            .join('')
            .slice(0, 2)}
        </span>
      )}
      <div>
        <p className="fw-semibold mb-0">{inspector.name}</p>
        {inspector.licenceNumber && (
          <p className="small text-body-secondary mb-1">Licence {inspector.licenceNumber}</p>
        )}
        {inspector.bio && <p className="small mb-0">{inspector.bio}</p>}
      </div>
    </div>
  );
}
