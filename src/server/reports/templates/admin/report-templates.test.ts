import { describe, expect, it } from 'vitest';
import { adminSuite, csrfOf, postForm, signedInCustomer } from '../../../../testing/admin-testing';
import { testDialects } from '../../../../testing/test-app';
import { listAudit } from '../../../audit/audit.service';
import { multipartBody } from '../../../../testing/report-test-kit';
import type { TestAgent } from '../../../../testing/test-agent';
import { currentTemplateVersion } from '../templates.service';
import { MAX_IMPORT_BYTES } from './template-import.routes';

const PAGE = '/cms-admin/manage-report-templates.php';
const IMPORT = '/cms-admin/api/report_template_import.php';

/** Import file: the form's multipart post, then the template's page it answers with. */
async function importFile(agent: TestAgent, templateId: number, data: Buffer) {
  const res = await agent.request({
    method: 'POST',
    url: `${IMPORT}?template=${templateId}&_csrf=${encodeURIComponent(csrfOf(agent))}`,
    payload: multipartBody('template.json', 'application/json', data),
    headers: { 'content-type': 'multipart/form-data; boundary=----report-test-boundary-7d1a' },
  });
  const page = res.statusCode === 303 ? (await agent.get(res.headers.location as string)).body : '';
  return { status: res.statusCode, page };
}

describe.each(testDialects)('Admin → Report templates on %s', (dialect) => {
  const s = adminSuite(dialect);
  const current = async () => {
    const v = await currentTemplateVersion(s.app.db);
    if (!v) throw new Error('the seeded template is missing');
    return v;
  };

  it('lists the template and shows its sections with forms', async () => {
    const v = await current();
    const list = await s.admin.get(PAGE);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(v.document.name);
    const page = await s.admin.get(`${PAGE}?template=${v.templateId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(v.document.sections[0]!.title);
    expect(page.body).toContain('Export JSON');
    const section = v.document.sections[0]!;
    const sectionPage = await s.admin.get(
      `${PAGE}?template=${v.templateId}&section=${section.key}`,
    );
    expect(sectionPage.body).toContain(section.items[0]!.title);
  });

  it('renames a section through the page as a new version, audited', async () => {
    const before = await current();
    const section = before.document.sections[1]!;
    const res = await s.post(`${PAGE}?template=${before.templateId}`, {
      action: 'rename-section',
      id: String(before.templateId),
      version: String(before.version),
      section: section.key,
      title: 'Roof and attic',
    });
    expect(res.statusCode).toBe(303);
    const after = await current();
    expect(after.version).toBe(before.version + 1);
    expect(after.document.sections[1]).toMatchObject({ key: section.key, title: 'Roof and attic' });
    const entry = (await listAudit(s.app.db, { limit: 1, entity: 'report-template' }))[0];
    expect(entry).toMatchObject({
      action: 'report-template-edit',
      entityId: String(before.templateId),
      details: { version: after.version },
    });
    // A form made on the old version no longer saves: nothing is overwritten unseen.
    const stale = await s.post(`${PAGE}?template=${before.templateId}`, {
      action: 'rename-section',
      id: String(before.templateId),
      version: String(before.version),
      section: section.key,
      title: 'Something else',
    });
    expect(stale.statusCode).toBe(409);
    expect((await current()).version).toBe(after.version);
  });

  it('asks before a removal, then removes as a new version', async () => {
    const before = await current();
    const section = before.document.sections[0]!;
    const item = section.items[0]!;
    const confirm = await s.admin.get(
      `${PAGE}?template=${before.templateId}&confirmRemove=item&section=${section.key}&item=${item.key}`,
    );
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Remove the item');
    expect((await current()).version).toBe(before.version);
    const res = await s.post(`${PAGE}?template=${before.templateId}`, {
      action: 'remove-item',
      id: String(before.templateId),
      version: String(before.version),
      section: section.key,
      item: item.key,
    });
    expect(res.statusCode).toBe(303);
    const after = await current();
    expect(after.version).toBe(before.version + 1);
    expect(after.document.sections[0]!.items.map((i) => i.key)).not.toContain(item.key);
  });

  it('exports the JSON document, audited', async () => {
    const v = await current();
    const res = await s.admin.get(`${PAGE}?template=${v.templateId}&export=json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="report-template-${v.templateId}-v${v.version}.json"`,
    );
    expect(JSON.parse(res.body)).toEqual(v.document);
    const entry = (await listAudit(s.app.db, { limit: 1, entity: 'report-template' }))[0];
    expect(entry).toMatchObject({ action: 'export', details: { version: v.version } });
  });

  it('refuses an invalid import naming the first problem, and changes nothing', async () => {
    const before = await current();
    const broken = structuredClone(before.document);
    broken.sections[2]!.items[0]!.title = '';
    const res = await s.post(`${PAGE}?template=${before.templateId}`, {
      action: 'import',
      id: String(before.templateId),
      json: JSON.stringify(broken),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Nothing was imported: Section 3');
    expect(res.body).toContain('An item needs a title.');
    const notJson = await s.post(`${PAGE}?template=${before.templateId}`, {
      action: 'import',
      id: String(before.templateId),
      json: '{ not json',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.body).toContain('This is not JSON');
    expect(await current()).toEqual(before);
    // A valid file is imported as the next version.
    const renamed = { ...before.document, name: 'Condo inspection' };
    const ok = await s.post(`${PAGE}?template=${before.templateId}`, {
      action: 'import',
      id: String(before.templateId),
      json: JSON.stringify(renamed),
    });
    expect(ok.statusCode).toBe(303);
    expect(await current()).toMatchObject({ version: before.version + 1, document: renamed });
  });

  it('imports a chosen file: a bad one names its first problem and changes nothing', async () => {
    const before = await current();
    const broken = structuredClone(before.document);
    broken.sections[2]!.items[0]!.title = '';
    const bad = await importFile(s.admin, before.templateId, Buffer.from(JSON.stringify(broken)));
    expect(bad.status).toBe(303);
    expect(bad.page).toContain('Nothing was imported: Section 3');
    const big = await importFile(
      s.admin,
      before.templateId,
      Buffer.alloc(MAX_IMPORT_BYTES + 1, 32),
    );
    expect(big.page).toContain('Nothing was imported: the file is too large');
    const binary = await importFile(
      s.admin,
      before.templateId,
      Buffer.from([0xff, 0xd8, 0xff, 0x00]),
    );
    expect(binary.page).toContain('Nothing was imported: this is not a text file');
    expect(await current()).toEqual(before);
    const customer = await signedInCustomer(s.app, s.catcher);
    const renamed = { ...before.document, name: 'Imported from a file' };
    const taken = await importFile(
      customer,
      before.templateId,
      Buffer.from(JSON.stringify(renamed)),
    );
    expect(taken.status).toBe(403);
    expect(await current()).toEqual(before);

    const ok = await importFile(s.admin, before.templateId, Buffer.from(JSON.stringify(renamed)));
    expect(ok.page).toContain(`Imported as version ${before.version + 1}.`);
    expect(await current()).toMatchObject({ version: before.version + 1, document: renamed });
  });

  it('refuses a customer the page, the export and every change', async () => {
    const v = await current();
    const customer = await signedInCustomer(s.app, s.catcher);
    expect((await customer.get(PAGE)).statusCode).toBe(403);
    expect((await customer.get(`${PAGE}?template=${v.templateId}&export=json`)).statusCode).toBe(
      403,
    );
    const res = await postForm(s.app, customer, PAGE, {
      _csrf: csrfOf(customer),
      action: 'rename-template',
      id: String(v.templateId),
      version: String(v.version),
      name: 'Taken over',
    });
    expect(res.statusCode).toBe(403);
    expect(await current()).toEqual(v);
  });
});
