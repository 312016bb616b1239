import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGREEMENT_MESSAGES,
  type AgreementView,
  type SignedAgreement,
} from '../../shared/agreements/agreement';
import { csrfOf, postForm } from '../../testing/admin-testing';
import {
  AGREEMENT_API as API,
  type AgreementWorld,
  agreementWorld,
  customerWithOrder,
} from '../../testing/agreement-test-kit';
import { browser } from '../../testing/sign-in-testing';
import type { TestAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { listAudit } from '../audit/audit.service';

// The agreement API as the order page calls it: read, sign, download the PDF.

const view = (agent: TestAgent, id: number) => agent.get(`${API}/order_agreement.php?id=${id}`);
const pdfOf = (agent: TestAgent, id: number) => agent.get(`${API}/agreement_pdf.php?id=${id}`);

async function textHash(agent: TestAgent, id: number): Promise<string> {
  const body = (await view(agent, id)).json<AgreementView>();
  if (body.state !== 'unsigned') throw new Error(`expected an unsigned agreement: ${body.state}`);
  return body.textSha256;
}

async function sign(agent: TestAgent, id: number, fullName: string, agree = true) {
  return agent.post(
    `${API}/sign_agreement.php`,
    { order_id: id, full_name: fullName, agree, text_sha256: await textHash(agent, id) },
    { 'user-agent': 'AgreementTest/1.0' },
  );
}

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(doc, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}

describe.each(testDialects)('Inspection agreement API on %s', (dialect) => {
  let w: AgreementWorld;
  let dana: { agent: TestAgent; orderId: number };

  beforeAll(async () => {
    w = await agreementWorld(dialect);
    dana = await customerWithOrder(w, 'dana@example.test', {
      addSecondBuyer: true,
      secondBuyerFirst: 'Sam',
      secondBuyerLast: 'Buyer',
      realtorAccess: 'yes',
      realtorFirstName: 'Rita',
      realtorLastName: 'Realtor',
      realtorEmail: 'rita@example.test',
      realtorPhone: '412-555-0199',
    });
  });
  afterAll(() => w.close());

  it('answers the text to sign from the seeded agreement page', async () => {
    const res = await view(dana.agent, dana.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<AgreementView>();
    expect(body).toMatchObject({
      state: 'unsigned',
      orderId: dana.orderId,
      title: 'Pre-Inspection Agreement',
      cancelled: false,
    });
    if (body.state === 'unsigned') {
      expect(body.content).toContain('Limits of liability');
      expect(body.textSha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('refuses a visitor (401) and a post without the CSRF header (403)', async () => {
    const visitor = await browser(w.t.app);
    expect((await view(visitor, dana.orderId)).statusCode).toBe(401);
    const body = { order_id: dana.orderId, full_name: 'Dana Buyer', agree: true };
    const refused = await visitor.post(`${API}/sign_agreement.php`, {
      ...body,
      text_sha256: '0'.repeat(64),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Please sign in.' });
    const noToken = await dana.agent.post(
      `${API}/sign_agreement.php`,
      { ...body, text_sha256: await textHash(dana.agent, dana.orderId) },
      { 'x-xsrf-token': 'wrong' },
    );
    expect(noToken.statusCode).toBe(403);
    expect((await view(dana.agent, dana.orderId)).json<AgreementView>().state).toBe('unsigned');
    expect((await pdfOf(visitor, dana.orderId)).statusCode).toBe(401);
  });

  it('answers 404 for someone else’s order, and for an order that does not exist', async () => {
    const other = await customerWithOrder(w, 'other@example.test');
    expect((await view(other.agent, dana.orderId)).statusCode).toBe(404);
    const signOther = await other.agent.post(`${API}/sign_agreement.php`, {
      order_id: dana.orderId,
      full_name: 'Dana Buyer',
      agree: true,
      text_sha256: await textHash(dana.agent, dana.orderId),
    });
    expect(signOther.statusCode).toBe(404);
    expect(signOther.json()).toEqual({ error: AGREEMENT_MESSAGES.orderNotFound });
    expect((await view(dana.agent, 2_000_000)).statusCode).toBe(404);
    expect((await view(dana.agent, dana.orderId)).json<AgreementView>().state).toBe('unsigned');
  });

  it('refuses a name that is not a buyer’s, and an unticked box, saving nothing', async () => {
    const wrong = await sign(dana.agent, dana.orderId, 'Rita Realtor');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'Type your full name as on the order.',
      fields: { full_name: 'Type your full name as on the order.' },
    });
    const unticked = await sign(dana.agent, dana.orderId, 'Dana Buyer', false);
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json<{ fields: Record<string, string> }>().fields.agree).toBe(
      AGREEMENT_MESSAGES.agreeRequired,
    );
    const blank = await sign(dana.agent, dana.orderId, '   ');
    expect(blank.json<{ fields: Record<string, string> }>().fields.full_name).toBe(
      AGREEMENT_MESSAGES.nameRequired,
    );
    expect((await view(dana.agent, dana.orderId)).json<AgreementView>().state).toBe('unsigned');
    expect((await pdfOf(dana.agent, dana.orderId)).statusCode).toBe(404);
  });

  it('refuses a text that changed since it was read (409)', async () => {
    const res = await dana.agent.post(`${API}/sign_agreement.php`, {
      order_id: dana.orderId,
      full_name: 'Dana Buyer',
      agree: true,
      text_sha256: 'a'.repeat(64),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: AGREEMENT_MESSAGES.textChanged });
  });

  it('signs with the buyer’s name (case and spacing forgiven); signing again answers the same record', async () => {
    const res = await sign(dana.agent, dana.orderId, '  dana   BUYER ');
    expect(res.statusCode).toBe(201);
    const signed = res.json<SignedAgreement>();
    expect(signed).toMatchObject({
      orderId: dana.orderId,
      signedName: 'dana   BUYER',
      userAgent: 'AgreementTest/1.0',
      ip: '127.0.0.1',
      title: 'Pre-Inspection Agreement',
      buyerNames: ['Dana Buyer', 'Sam Buyer'],
      realtorName: 'Rita Realtor',
    });
    expect(signed.content).toContain('Limits of liability');

    // Another buyer's name and the same text: the first record stands.
    const twice = await dana.agent.post(`${API}/sign_agreement.php`, {
      order_id: dana.orderId,
      full_name: 'Sam Buyer',
      agree: true,
      text_sha256: signed.textSha256,
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual(signed);
    expect(await w.t.app.db.selectFrom('agreement_signatures').selectAll().execute()).toHaveLength(
      1,
    );
    expect((await view(dana.agent, dana.orderId)).json()).toEqual({
      state: 'signed',
      agreement: signed,
    });

    const history = await listAudit(w.t.app.db, {
      limit: 5,
      entity: 'order',
      entityId: String(dana.orderId),
    });
    expect(history.filter((h) => h.action === 'sign-agreement')).toEqual([
      expect.objectContaining({ userEmail: 'dana@example.test' }),
    ]);
  });

  it('answers the signed agreement as a real PDF with the names, the typed name and the hash', async () => {
    const res = await pdfOf(dana.agent, dana.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // A file keeps the page's full security header set; only JSON answers trade it (decision 091).
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="inspection-agreement-order-${dana.orderId}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(res.rawPayload);
    const signed = (await view(dana.agent, dana.orderId)).json<{ agreement: SignedAgreement }>();
    expect(pages).toBeGreaterThanOrEqual(2);
    for (const expected of [
      'Pre-Inspection Agreement',
      'Dana Buyer, Sam Buyer',
      'Rita Realtor',
      'dana BUYER',
      '127.0.0.1',
      signed.agreement.textSha256,
      'Limits of liability',
    ])
      expect(text).toContain(expected);
    expect((await pdfOf(await browser(w.t.app), dana.orderId)).statusCode).toBe(401);
  });

  it('lets an administrator download any order’s PDF and shows the record on the order page', async () => {
    expect((await pdfOf(w.admin, dana.orderId)).statusCode).toBe(200);
    const page = await w.admin.get(`/cms-admin/manage-orders.php?id=${dana.orderId}`);
    expect(page.body).toContain('Inspection agreement');
    expect(page.body).toContain('>Signed<');
    expect(page.body).toContain('AgreementTest/1.0');
    expect(page.body).toContain(`/cms-admin/api/agreement_pdf.php?id=${dana.orderId}`);
    const other = await customerWithOrder(w, 'unsigned@example.test');
    const unsigned = await w.admin.get(`/cms-admin/manage-orders.php?id=${other.orderId}`);
    expect(unsigned.body).toContain('Not signed');
  });

  it('keeps a non-ASCII name safe in the PDF', async () => {
    const zoe = await customerWithOrder(w, 'zoe@example.test', {
      firstName: 'Zoë',
      lastName: 'Łukasiewicz-Müller',
    });
    expect((await sign(zoe.agent, zoe.orderId, 'zoë łukasiewicz-müller')).statusCode).toBe(201);
    const { text } = await pdfText((await pdfOf(zoe.agent, zoe.orderId)).rawPayload);
    expect(text).toContain('Zoë Łukasiewicz-Müller');
    expect(text).toContain('zoë łukasiewicz-müller');
  });

  it('does not let a cancelled inspection be signed', async () => {
    const late = await customerWithOrder(w, 'late@example.test');
    const cancelled = await postForm(
      w.t.app,
      w.admin,
      `/cms-admin/manage-orders.php?id=${late.orderId}`,
      { _csrf: csrfOf(w.admin), action: 'cancel', id: String(late.orderId) },
    );
    expect(cancelled.statusCode).toBe(303);
    expect((await view(late.agent, late.orderId)).json()).toMatchObject({
      state: 'unsigned',
      cancelled: true,
    });
    const res = await sign(late.agent, late.orderId, 'Dana Buyer');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: AGREEMENT_MESSAGES.cancelled });
  });

  it('limits signing attempts per account (429 with Retry-After)', async () => {
    const eager = await customerWithOrder(w, 'eager@example.test');
    const hash = await textHash(eager.agent, eager.orderId);
    const attempt = () =>
      eager.agent.post(`${API}/sign_agreement.php`, {
        order_id: eager.orderId,
        full_name: 'Not Me',
        agree: true,
        text_sha256: hash,
      });
    for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(400);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json()).toEqual({ error: AGREEMENT_MESSAGES.tooManyTries });
  });
});
