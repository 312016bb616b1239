import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../../../testing/admin-testing';
import { testDialects } from '../../../../testing/test-app';
import { currentTemplateVersion } from '../templates.service';

const PAGE = '/cms-admin/manage-report-templates.php';

describe.each(testDialects)('Admin → Report templates, the change forms, on %s', (dialect) => {
  const s = adminSuite(dialect);
  const current = async () => {
    const v = await currentTemplateVersion(s.app.db);
    if (!v) throw new Error('the seeded template is missing');
    return v;
  };
  const post = async (action: string, fields: Record<string, string>) => {
    const v = await current();
    const base = { action, id: String(v.templateId), version: String(v.version) };
    return s.post(`${PAGE}?template=${v.templateId}`, { ...base, ...fields });
  };
  /** Posts one change as its form does; answers the document of the version it saved. */
  const change = async (action: string, fields: Record<string, string>) => {
    const before = await current();
    const res = await post(action, fields);
    expect(res.statusCode, res.body).toBe(303);
    const after = await current();
    expect(after.version).toBe(before.version + 1);
    return after.document;
  };
  const section = 'boathouse';
  const lastSection = async () => (await current()).document.sections.at(-1);

  it('saves each kind of change a form posts, the texts trimmed', async () => {
    await change('add-section', { title: '  Boathouse ' });
    await change('add-item', { section, title: 'Dock' });
    await change('add-item', { section, title: 'Lift' });
    await change('rename-item', { section, item: 'dock', title: 'Floating dock' });
    await change('move-item', { section, item: 'lift', move: 'up' });
    const item = { section, item: 'dock' };
    await change('add-comment', { ...item, text: 'Planks rotted. ', severity: 'repair' });
    await change('add-comment', { ...item, text: 'Cleat loose.', severity: 'maintenance' });
    await change('edit-comment', {
      ...item,
      comment: 'planks-rotted',
      text: 'Planks rotted through.',
      severity: 'safety',
    });
    await change('move-comment', { ...item, comment: 'cleat-loose', move: 'up' });
    expect(await lastSection()).toEqual({
      key: section,
      title: 'Boathouse',
      items: [
        { key: 'lift', title: 'Lift', comments: [] },
        {
          key: 'dock',
          title: 'Floating dock',
          comments: [
            { key: 'cleat-loose', text: 'Cleat loose.', severity: 'maintenance' },
            { key: 'planks-rotted', text: 'Planks rotted through.', severity: 'safety' },
          ],
        },
      ],
    });
    await change('remove-comment', { ...item, comment: 'planks-rotted' });
    await change('remove-item', { section, item: 'lift' });
    await change('rename-section', { section, title: 'Boathouse and dock' });
    expect(await lastSection()).toEqual({
      key: section,
      title: 'Boathouse and dock',
      items: [
        {
          key: 'dock',
          title: 'Floating dock',
          comments: [{ key: 'cleat-loose', text: 'Cleat loose.', severity: 'maintenance' }],
        },
      ],
    });
    const moved = await change('move-section', { section, move: 'up' });
    expect(moved.sections.at(-2)?.key).toBe(section);
    const removed = await change('remove-section', { section });
    expect(removed.sections.map((x) => x.key)).not.toContain(section);
    expect((await change('rename-template', { name: ' Lake house ' })).name).toBe('Lake house');
  });

  it('refuses a change missing a key, or with an unknown severity or move, saving nothing', async () => {
    const before = await current();
    const first = before.document.sections[0]!;
    const item = { section: first.key, item: first.items[0]!.key };
    const refusals: [string, Record<string, string>, string][] = [
      ['add-comment', { section: first.key, text: 'A note.', severity: 'repair' }, 'Unknown item.'],
      ['add-comment', { ...item, text: 'A note.', severity: 'dire' }, 'Choose a severity.'],
      ['move-item', { ...item, move: 'sideways' }, 'Move up or down.'],
      ['remove-comment', item, 'Unknown comment.'],
      ['move-section', { move: 'up' }, 'Unknown section.'],
    ];
    for (const [action, fields, message] of refusals) {
      const res = await post(action, fields);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await current()).toEqual(before);
  });
});
