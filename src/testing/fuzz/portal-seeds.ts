import type { FastifyInstance } from 'fastify';
import { validSubmission } from '../order-test-kit';

// Valid requests of the signed-in customer's routes (profile, agreement, paying a reservation,
// reports, realtor links, cancel and reschedule, manage links), on an order of the fuzz
// customer, so the fuzzer reaches their handlers.

type Session = { cookie: string; csrf: string };
/** The json and query parts of the fuzz world's seeds (the type is not imported: no cycle). */
type PortalSeeds = {
  json: Record<string, unknown[]>;
  query: Record<string, Record<string, string>[]>;
};
const api = '/cms-admin/api';

async function call(app: FastifyInstance, session: Session, url: string, payload?: object) {
  const res = await app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { cookie: session.cookie, 'x-xsrf-token': session.csrf },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`fuzz portal seed ${url}: ${res.body}`);
  return res.json<Record<string, unknown>>();
}

export async function portalSeeds(
  app: FastifyInstance,
  customer: Session,
  email: string,
  slotId: number,
): Promise<PortalSeeds> {
  const placed = await call(
    app,
    customer,
    `${api}/inspection_orders.php`,
    await validSubmission(app.db, slotId, email),
  );
  const orderId = Number(placed.id);
  const agreement = await call(app, customer, `${api}/order_agreement.php?id=${orderId}`);
  const byId = { id: String(orderId) };
  return {
    json: {
      [`POST ${api}/profile.php`]: [
        { firstName: 'Fuzz', lastName: 'Customer', phone: '(412) 555-0100' },
      ],
      [`POST ${api}/email_change.php`]: [{ email: 'fuzz-new@example.test' }],
      [`POST ${api}/email_change_confirm.php`]: [{ code: '123456' }],
      [`POST ${api}/sign_agreement.php`]: [
        {
          order_id: orderId,
          full_name: 'Fuzz Customer',
          agree: true,
          text_sha256: String(agreement.textSha256 ?? '0'.repeat(64)),
        },
      ],
      [`POST ${api}/pay_order/start.php`]: [{ order_id: orderId }],
      [`POST ${api}/pay_order/authorize.php`]: [
        {
          order_id: orderId,
          opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'x'.repeat(40) },
          checkout_token: 'A'.repeat(43),
        },
      ],
      [`POST ${api}/realtor_access.php`]: [{ token: 'A'.repeat(43) }],
      [`POST ${api}/manage_link.php`]: [{ token: 'A'.repeat(43) }],
      [`POST ${api}/reschedule_inspection.php`]: [{ order: orderId, slot: slotId, from: slotId }],
      [`POST ${api}/cancel_inspection.php`]: [{ order: orderId }, { order: orderId, feeCents: 0 }],
    },
    query: {
      [`GET ${api}/my_inspection.php`]: [byId],
      [`GET ${api}/cancellation_quote.php`]: [{ order: String(orderId) }],
      [`GET ${api}/reschedule_times.php`]: [{ order: String(orderId) }],
      [`GET ${api}/order_agreement.php`]: [byId],
      [`GET ${api}/agreement_pdf.php`]: [byId],
      [`GET ${api}/my_receipt.php`]: [byId],
      [`GET ${api}/report_file.php`]: [{ id: '1' }],
      [`GET ${api}/admin_report_file.php`]: [{ id: '1' }],
      [`GET ${api}/realtor_report.php`]: [{ id: '1' }],
      [`GET ${api}/agent_inspection.php`]: [byId],
      [`GET ${api}/agent_report.php`]: [{ id: '1' }],
    },
  };
}
