import { useState } from 'react';
import { Link } from '../../../lib/router';
import { formatDateTimeLong } from '../../../../shared/time';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { siteConfig } from '../../../lib/site-config';
import { useIdParam } from '../../../lib/use-id-param';
import { AgreementPanel } from '../../agreements/components/agreement-panel';
import { OrderPaymentPanel } from '../../payments/components/order-payment-panel';
import { OrderReportsPanel } from '../../reports/components/order-reports-panel';
import { isNotFound } from '../../../lib/record-query';
import { useMyInspection } from '../api/portal-api';
import {
  NotesSection,
  PaymentSection,
  PeopleSection,
  PriceSection,
  PropertySection,
} from './inspection-facts';
import { StatusBadges } from './status-badges';
import { RequestSection } from './request-section';
import { CancelledMoney, OrderChangesSection } from './order-changes-section';

const BACK = <Link to="/user/inspections">Back to My inspections</Link>;

function NotFound() {
  return (
    <>
      <h1 className="mb-3">Inspection not found</h1>
      <p>
        We could not find this inspection among yours. It may belong to another account, or the
        address may have a typo.
      </p>
      <p>{BACK}</p>
    </>
  );
}

/** /user/inspections/{id}: one order in full, then its agreement, payment and reports. */
export function InspectionDetailPage() {
  const id = useIdParam();
  const query = useMyInspection(id);
  const [justCancelled, setJustCancelled] = useState(false);
  if (id === undefined || isNotFound(query.error)) return <NotFound />;
  if (query.isPending) return <Spinner label="Loading the inspection..." />;
  if (query.isError) return <LoadError title="Inspection" what="this inspection" back={BACK} />;

  const inspection = query.data;
  return (
    <div style={{ maxWidth: '56rem' }}>
      <p className="mb-2">{BACK}</p>
      <h1 className="h2 mb-2">
        Inspection on {formatDateTimeLong(inspection.start, siteConfig().timeZone)}
      </h1>
      <p className="mb-4 d-flex flex-wrap align-items-center gap-2">
        <span>Order #{inspection.id}</span>
        <StatusBadges status={inspection.status} payment={inspection.payment} />
      </p>
      <CancelledMoney inspection={inspection} focus={justCancelled} />
      <RequestSection inspection={inspection} />
      <OrderChangesSection
        inspection={inspection}
        slotId={inspection.slotId ?? 0}
        onCancelled={() => setJustCancelled(true)}
      />
      <PropertySection inspection={inspection} />
      <PriceSection inspection={inspection} />
      <PeopleSection inspection={inspection} />
      <NotesSection inspection={inspection} />
      <PaymentSection inspection={inspection} />
      <AgreementPanel orderId={inspection.id} />
      <OrderPaymentPanel orderId={inspection.id} />
      <OrderReportsPanel orderId={inspection.id} />
    </div>
  );
}
