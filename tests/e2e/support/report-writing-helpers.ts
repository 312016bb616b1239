import type { Locator, Page } from '@playwright/test';
import { residentialTemplate } from '../../../src/server/reports/templates/residential-template';
import { expect } from './fixtures';

// Helpers of the report-writing journey: where the seeded template has what the journey needs,
// and the editor's controls as an inspector finds them.

/** The first item of the seeded template that offers a Safety comment, with its section. */
export function safetyItem() {
  for (const section of residentialTemplate.sections)
    for (const item of section.items) {
      const comment = item.comments.find((c) => c.severity === 'safety');
      if (comment) return { section, item, comment };
    }
  throw new Error('the seeded template has no Safety comment');
}

export const firstSection = () => residentialTemplate.sections[0]!;

/** The item's card in the open section. */
export const itemCard = (page: Page, title: string): Locator =>
  page.getByTestId('report-item').filter({
    has: page.getByRole('heading', { level: 3, name: title, exact: true }),
  });

export const syncStatus = (page: Page) => page.getByTestId('sync-status');

export async function openSection(page: Page, title: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) }),
  ).toBeFocused();
}

/** Writes a finding of its own on the item (Add a finding, Write a finding, its text). */
export async function writeFinding(card: Locator, text: string): Promise<void> {
  await card.locator('summary').click();
  await card.getByRole('button', { name: 'Write a finding' }).click();
  const box = card.getByRole('textbox', { name: /^Text of / }).last();
  await box.fill(text);
  await box.blur();
}
