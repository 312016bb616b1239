import { ADDON_SLUGS } from '../services/service';

// Add-ons: radon-early is only offered with radon-inspection; turning radon-inspection
// off turns radon-early off.

export function isAddonOffered(slug: string, addons: Record<string, boolean>): boolean {
  return slug !== ADDON_SLUGS.radonEarly || addons[ADDON_SLUGS.radon] === true;
}

/** The flags after a change, with the radon rule applied. */
export function applyAddonRules(addons: Record<string, boolean>): Record<string, boolean> {
  if (addons[ADDON_SLUGS.radon] === true || addons[ADDON_SLUGS.radonEarly] !== true) return addons;
  return { ...addons, [ADDON_SLUGS.radonEarly]: false };
}

/** True when the flags break the radon rule (early results without the radon test). */
export function breaksRadonRule(addons: Record<string, boolean>): boolean {
  return addons[ADDON_SLUGS.radonEarly] === true && addons[ADDON_SLUGS.radon] !== true;
}
