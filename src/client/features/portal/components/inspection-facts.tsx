import type { ReactNode } from 'react';
import { formatCents } from '../../../../shared/money';
import type { InspectionDetail } from '../../../../shared/portal/inspection-view';
import { formatDateTimeLong } from '../../../../shared/time';
import { PriceTable } from '../../../components/price-table';
import { siteConfig } from '../../../lib/site-config';
import { CardSection } from '../../../components/card-section';

// The order's own details on /user/inspections/{id}: a labelled list per topic, a dash for a
// field left empty so nothing is silently missing.

const REALTOR_ACCESS = { no: 'No', yes: 'Yes', agent: 'I am the agent' } as const;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="row mb-0">
      {rows.map(([term, value]) => (
        <div key={term} className="col-12 col-md-6 mb-2">
          <dt className="fw-semibold small text-body-secondary">{term}</dt>
          <dd className="mb-0">{value === '' || value === null ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <CardSection id={id} title={title} headingClass="h5 mb-3">
      {children}
    </CardSection>
  );
}

export function PropertySection({ d }: { d: InspectionDetail }) {
  const p = d.property;
  const when = (iso: string) => formatDateTimeLong(iso, siteConfig().timeZone);
  return (
    <Section id="inspection-property" title="Property and appointment">
      <Facts
        rows={[
          ['Date and time', when(d.start)],
          ...(d.inspector ? [['Inspector', d.inspector] as [string, string]] : []),
          ['Address', d.address],
          ['Neighborhood', p.neighborhood],
          ['Home size', p.homeSize],
          ['Built', p.propertyAge],
          ['Additional units', String(p.additionalUnits)],
          ['Detached garage', p.detachedGarage ? 'Yes' : 'No'],
          ['Booked', when(d.bookedAt)],
          ...(d.cancelledAt ? [['Cancelled', when(d.cancelledAt)] as [string, string]] : []),
        ]}
      />
    </Section>
  );
}

export function PriceSection({ d }: { d: InspectionDetail }) {
  return (
    <Section id="inspection-services" title="Services and price">
      <PriceTable
        className="table mb-0"
        caption="Services and their prices"
        lines={d.services.map((s) => ({
          label:
            s.quantity > 1 ? `${s.name} (${s.quantity} × ${formatCents(s.unitCents)})` : s.name,
          amountCents: s.amountCents,
        }))}
      >
        <tr>
          <th scope="row">Total</th>
          <td className="text-end fw-semibold" data-testid="inspection-total">
            {formatCents(d.totalCents)}
          </td>
        </tr>
      </PriceTable>
    </Section>
  );
}

export function PeopleSection({ d }: { d: InspectionDetail }) {
  const r = d.realtor;
  return (
    <Section id="inspection-people" title="Buyers and contacts">
      <Facts
        rows={[
          ['Buyers', d.buyers.join(', ')],
          ['Contact', d.contact.name],
          ['Company', d.contact.company],
          ['E-mail', d.contact.email],
          ['Phone', d.contact.phone],
          ['Billing address', d.contact.billingAddress],
          ...(d.mailingAddress ? [['Mailing address', d.mailingAddress] as [string, string]] : []),
          ['Realtor access', REALTOR_ACCESS[r.access]],
          // A realtor is shown when one was named; "I am the agent" has no other realtor.
          ...(r.access === 'agent' || (r.access === 'no' && !r.name && !r.email)
            ? []
            : ([
                ['Realtor', r.name],
                ['Realtor e-mail', r.email],
                ['Realtor phone', r.phone],
                ['Realtor company', r.company],
              ] as [string, string][])),
        ]}
      />
    </Section>
  );
}

/** The notes given at checkout, as typed (text, line breaks kept). */
export function NotesSection({ d }: { d: InspectionDetail }) {
  return (
    <Section id="inspection-notes" title="Notes and access details">
      {d.notes ? (
        <p className="user-notes mb-0">{d.notes}</p>
      ) : (
        <p className="mb-0 text-body-secondary">None given at checkout.</p>
      )}
    </Section>
  );
}

export function PaymentSection({ d }: { d: InspectionDetail }) {
  const amount = (cents: number | null) => (cents === null ? '' : formatCents(cents));
  return (
    <Section id="inspection-payment" title="Status and payment">
      <Facts
        rows={[
          ['Payment', d.payment],
          ['Status', d.status],
          ['Chosen at checkout', d.paymentMethod === 'pay-now' ? 'Pay now by card' : 'Pay later'],
          ['Total', formatCents(d.totalCents)],
          ...(d.authorizedCents !== null && d.payment === 'Authorized'
            ? [['Held on card', amount(d.authorizedCents)] as [string, string]]
            : []),
          ...(d.capturedCents !== null
            ? [['Paid', amount(d.capturedCents)] as [string, string]]
            : []),
        ]}
      />
    </Section>
  );
}
