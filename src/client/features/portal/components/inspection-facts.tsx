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

export function PropertySection({ inspection }: { inspection: InspectionDetail }) {
  const property = inspection.property;
  const when = (iso: string) => formatDateTimeLong(iso, siteConfig().timeZone);
  return (
    <Section id="inspection-property" title="Property and appointment">
      <Facts
        rows={[
          ['Date and time', when(inspection.start)],
          ...(inspection.inspector
            ? [['Inspector', inspection.inspector] as [string, string]]
            : []),
          ['Address', inspection.address],
          ['Neighborhood', property.neighborhood],
          ['Home size', property.homeSize],
          ['Built', property.propertyAge],
          ['Additional units', String(property.additionalUnits)],
          ['Detached garage', property.detachedGarage ? 'Yes' : 'No'],
          ['Booked', when(inspection.bookedAt)],
          ...(inspection.cancelledAt
            ? [['Cancelled', when(inspection.cancelledAt)] as [string, string]]
            : []),
        ]}
      />
    </Section>
  );
}

export function PriceSection({ inspection }: { inspection: InspectionDetail }) {
  return (
    <Section id="inspection-services" title="Services and price">
      <PriceTable
        className="table mb-0"
        caption="Services and their prices"
        lines={inspection.services.map((s) => ({
          label:
            s.quantity > 1 ? `${s.name} (${s.quantity} × ${formatCents(s.unitCents)})` : s.name,
          amountCents: s.amountCents,
        }))}
      >
        <tr>
          <th scope="row">Total</th>
          <td className="text-end fw-semibold" data-testid="inspection-total">
            {formatCents(inspection.totalCents)}
          </td>
        </tr>
      </PriceTable>
    </Section>
  );
}

export function PeopleSection({ inspection }: { inspection: InspectionDetail }) {
  const realtor = inspection.realtor;
  return (
    <Section id="inspection-people" title="Buyers and contacts">
      <Facts
        rows={[
          ['Buyers', inspection.buyers.join(', ')],
          ['Contact', inspection.contact.name],
          ['Company', inspection.contact.company],
          ['E-mail', inspection.contact.email],
          ['Phone', inspection.contact.phone],
          ['Billing address', inspection.contact.billingAddress],
          ...(inspection.mailingAddress
            ? [['Mailing address', inspection.mailingAddress] as [string, string]]
            : []),
          ['Realtor access', REALTOR_ACCESS[realtor.access]],
          // A realtor is shown when one was named; "I am the agent" has no other realtor.
          ...(realtor.access === 'agent' ||
          (realtor.access === 'no' && !realtor.name && !realtor.email)
            ? []
            : ([
                ['Realtor', realtor.name],
                ['Realtor e-mail', realtor.email],
                ['Realtor phone', realtor.phone],
                ['Realtor company', realtor.company],
              ] as [string, string][])),
        ]}
      />
    </Section>
  );
}

/** The notes given at checkout, as typed (text, line breaks kept). */
export function NotesSection({ inspection }: { inspection: InspectionDetail }) {
  return (
    <Section id="inspection-notes" title="Notes and access details">
      {inspection.notes ? (
        <p className="user-notes mb-0">{inspection.notes}</p>
      ) : (
        <p className="mb-0 text-body-secondary">None given at checkout.</p>
      )}
    </Section>
  );
}

export function PaymentSection({ inspection }: { inspection: InspectionDetail }) {
  const amount = (cents: number | null) => (cents === null ? '' : formatCents(cents));
  return (
    <Section id="inspection-payment" title="Status and payment">
      <Facts
        rows={[
          ['Payment', inspection.payment],
          ['Status', inspection.status],
          [
            'Chosen at checkout',
            inspection.paymentMethod === 'pay-now' ? 'Pay now by card' : 'Pay later',
          ],
          ['Total', formatCents(inspection.totalCents)],
          ...(inspection.authorizedCents !== null && inspection.payment === 'Authorized'
            ? [['Held on card', amount(inspection.authorizedCents)] as [string, string]]
            : []),
          ...(inspection.capturedCents !== null
            ? [['Paid', amount(inspection.capturedCents)] as [string, string]]
            : []),
        ]}
      />
    </Section>
  );
}
