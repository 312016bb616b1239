import { MESSAGES } from './messages';

export const REINSPECTION_UNAVAILABLE = 'Reinspections are not offered at the moment.';
import { enabledOf, type PricedService, type PriceSelection } from './pricing';

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The choices must name services that are offered now: an enabled home size and property age,
 * enabled add-ons, and additional units only when that service is enabled. The server refuses an
 * order otherwise, rather than silently pricing it differently from what the customer saw.
 */
export function selectionIssues(
  services: readonly PricedService[],
  selection: PriceSelection,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (selection.reinspectionOf) {
    if (enabledOf(services, 'reinspection').length === 0)
      issues.push({ path: 'reinspectionOf', message: REINSPECTION_UNAVAILABLE });
    return issues;
  }
  const offered = (category: PricedService['category'], id: number) =>
    enabledOf(services, category).some((s) => s.id === id);
  if (!offered('home_size', selection.homeSizeId))
    issues.push({ path: 'homeSizeId', message: MESSAGES.homeSizeRequired });
  if (!offered('property_age', selection.propertyAgeId))
    issues.push({ path: 'propertyAgeId', message: MESSAGES.propertyAgeRequired });
  const addonSlugs = new Set(enabledOf(services, 'addon').map((s) => s.slug));
  for (const [slug, on] of Object.entries(selection.addons))
    if (on && !addonSlugs.has(slug))
      issues.push({ path: `addons.${slug}`, message: MESSAGES.addonUnavailable });
  if (selection.additionalUnits > 0 && enabledOf(services, 'additional_unit').length === 0)
    issues.push({
      path: 'additionalUnits',
      message: 'Additional units are not offered at the moment.',
    });
  return issues;
}
