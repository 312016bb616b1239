import type { ReactNode } from 'react';
import {
  homeText,
  type InspectorVisit,
  realtorAccessText,
} from '../../../../shared/inspector-portal/inspector-schedule';
import { progressText } from '../../../../shared/reports/report-draft';
import { formatDate, formatTime } from '../../../../shared/time';
import { Link } from '../../../lib/router';
import { siteConfig } from '../../../lib/site-config';

// One upcoming inspection on /inspector: when and where as the heading, then who to meet, how to
// get in and what to inspect as a labelled list (a dash for anything left empty).

function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-12 mb-2' : 'col-12 col-md-6 mb-2'}>
      <dt className="fw-semibold small text-body-secondary">{term}</dt>
      <dd className="mb-0">{children === '' ? '—' : children}</dd>
    </div>
  );
}

function Contact({ name, phone, email }: { name: string; phone: string; email: string }) {
  return (
    <>
      {name || '—'}
      {phone && (
        <>
          <br />
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </>
      )}
      {email && (
        <>
          <br />
          <a href={`mailto:${email}`} className="text-break">
            {email}
          </a>
        </>
      )}
    </>
  );
}

export function VisitCard({ visit: v }: { visit: InspectorVisit }) {
  const { timeZone } = siteConfig();
  const headingId = `visit-${v.id}`;
  return (
    <article className="card mb-3" aria-labelledby={headingId} data-testid="inspector-visit">
      <div className="card-body">
        <h3 id={headingId} className="h5 mb-1">
          <time dateTime={v.start}>
            {formatDate(v.start, timeZone)} at {formatTime(v.start, timeZone)}
          </time>
          {v.fullDay && <span className="badge bg-secondary text-white ms-2">Full day</span>}
        </h3>
        <p className="mb-2">{v.address || 'Address not given'}</p>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <Link className="btn btn-primary" to={`/inspector/reports/${v.id}`}>
            Write the report
            <span className="visually-hidden"> for {v.address || 'this inspection'}</span>
          </Link>
          {v.report && (
            <span className="small" data-testid="visit-report-progress">
              Report: {progressText(v.report)}
            </span>
          )}
        </div>

        <dl className="row mb-0">
          <Fact term="Buyers">{v.buyers.join(', ')}</Fact>
          <Fact term="Booked by">
            <Contact {...v.contact} />
          </Fact>
          <Fact term="Access">{realtorAccessText(v)}</Fact>
          {v.realtor && (
            <Fact term="Realtor">
              <Contact {...v.realtor} />
              {v.realtor.company && (
                <>
                  <br />
                  {v.realtor.company}
                </>
              )}
            </Fact>
          )}
          {v.deadline && (
            <Fact term="Inspection deadline">
              {v.deadline} · {v.reportTimeLeft} to publish the report
            </Fact>
          )}
          {v.notes && (
            <Fact term="Notes and access details" wide>
              <div className="user-notes">{v.notes}</div>
            </Fact>
          )}
          <Fact term="Services">
            {v.services.length === 0 ? (
              ''
            ) : (
              <ul className="list-unstyled mb-0">
                {v.services.map((s, i) => (
                  <li key={i}>{s}</li>
                ))}
              </ul>
            )}
          </Fact>
          <Fact term="Home">{homeText(v)}</Fact>
          {v.neighborhood && <Fact term="Neighborhood">{v.neighborhood}</Fact>}
          <Fact term="Status">
            {v.status}, {v.payment.toLowerCase()}; agreement{' '}
            {v.agreementSigned ? 'signed' : 'not signed yet'}
          </Fact>
        </dl>
      </div>
    </article>
  );
}
