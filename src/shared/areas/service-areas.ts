import { ZIP_PATTERN } from '../booking/field-rules';
import { formatCents } from '../money';

// Service areas and travel zones as pure rules: a ZIP as typed, a list of them as an administrator
// types it, which owners (the business, inspectors) cover a ZIP, and the travel zone it is in.
// The "Travel" price line itself is made with the others (withTravel in booking/pricing.ts).

/** Whose area: an inspector's id, or null for the business's own. */
export type AreaOwner = number | null;

export interface ServiceArea {
  owner: AreaOwner;
  /** Five-digit ZIPs, sorted, none twice. */
  zips: readonly string[];
}

export interface TravelZone {
  name: string;
  feeCents: number;
  zips: readonly string[];
}

/** The longest ZIP as typed (12345-6789). */
export const MAX_ZIP_LENGTH = 10;
/** The most ZIPs one area or zone lists, and the longest list an administrator may type. */
export const MAX_AREA_ZIPS = 500;
export const MAX_ZIP_LIST_LENGTH = 6_000;
export const MAX_TRAVEL_ZONES = 20;
export const MAX_TRAVEL_ZONES_LENGTH = 20_000;
export const MAX_TRAVEL_FEE_CENTS = 100_000;

/** The five-digit ZIP of a typed one (5 digits or 5+4), checked for length before its pattern. */
export function zipOf(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (text.length > MAX_ZIP_LENGTH || !ZIP_PATTERN.test(text)) return undefined;
  return text.slice(0, 5);
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** A typed list of ZIPs (commas, spaces or lines between them): sorted, each once. */
export function parseZipList(text: string, label = 'ZIP codes'): Parsed<string[]> {
  if (text.length > MAX_ZIP_LIST_LENGTH)
    return { ok: false, error: `${label}: at most ${MAX_ZIP_LIST_LENGTH} characters.` };
  const words = text.split(/[\s,;]+/).filter((w) => w !== '');
  if (words.length > MAX_AREA_ZIPS)
    return { ok: false, error: `${label}: at most ${MAX_AREA_ZIPS} ZIP codes.` };
  const zips = new Set<string>();
  for (const word of words) {
    const zip = zipOf(word);
    if (!zip) return { ok: false, error: `${label}: “${word.slice(0, 12)}” is not a ZIP code.` };
    zips.add(zip);
  }
  return { ok: true, value: [...zips].sort() };
}

export const zipListText = (zips: readonly string[]) => zips.join(', ');

/**
 * Who covers a ZIP. With no area set anywhere nothing is restricted (every owner, as before areas
 * existed); once one is, only the owners whose area lists the ZIP (an owner without one: none).
 */
export type AreaCover =
  { restricted: false } | { restricted: true; owners: ReadonlySet<AreaOwner> };

export function areaCover(areas: readonly ServiceArea[], zip: string): AreaCover {
  const set = areas.filter((a) => a.zips.length > 0);
  if (set.length === 0) return { restricted: false };
  return {
    restricted: true,
    owners: new Set(set.filter((a) => a.zips.includes(zip)).map((a) => a.owner)),
  };
}

/** Whether the owner may take a visit at the ZIP. */
export const covers = (cover: AreaCover, owner: AreaOwner) =>
  !cover.restricted || cover.owners.has(owner);

/** Whether any owner at all takes visits at the ZIP. */
export const anyCovers = (cover: AreaCover) => !cover.restricted || cover.owners.size > 0;

/** The message a ZIP outside every area gets instead of the form (and an order for it). */
export const outsideAreaMessage = (phone: string) =>
  `We do not book inspections online for this ZIP code. Please call us at ${phone}: we may still be able to help.`;

/** The zone whose fee a ZIP pays: the first listing it, in the order the office wrote them. */
export function travelZoneFor(zones: readonly TravelZone[], zip: string): TravelZone | undefined {
  return zones.find((z) => z.zips.includes(zip));
}

/** Whether a stored price line is the travel fee's (marked by its category), not a service. */
export const isTravelLine = (line: { category?: unknown }) => line.category === 'travel';

/** "12.50" or "12" → cents; undefined when it is not an amount within the bounds. */
export function feeCentsOf(text: string): number | undefined {
  const t = text.trim().replace(/^\$/, '');
  if (t.length > 9 || !/^\d{1,6}(?:\.\d{1,2})?$/.test(t)) return undefined;
  const cents = Math.round(Number(t) * 100);
  return cents > 0 && cents <= MAX_TRAVEL_FEE_CENTS ? cents : undefined;
}

/**
 * The travel zones as an administrator types them, one a line: `name | fee | ZIPs`, such as
 * `North hills | 35.00 | 15237, 15238`. An empty text: no zones.
 */
export function parseTravelZones(text: string): Parsed<TravelZone[]> {
  if (text.length > MAX_TRAVEL_ZONES_LENGTH)
    return { ok: false, error: `Travel zones: at most ${MAX_TRAVEL_ZONES_LENGTH} characters.` };
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length > MAX_TRAVEL_ZONES)
    return { ok: false, error: `Travel zones: at most ${MAX_TRAVEL_ZONES}.` };
  const zones: TravelZone[] = [];
  for (const [i, line] of lines.entries()) {
    const parts = line.split('|').map((p) => p.trim());
    const where = `Travel zone on line ${i + 1}`;
    if (parts.length !== 3)
      return { ok: false, error: `${where}: write it as name | fee | ZIP codes.` };
    const [name = '', fee = '', zipText = ''] = parts;
    if (name === '' || name.length > 100)
      return { ok: false, error: `${where}: a name of 1 to 100 characters.` };
    const feeCents = feeCentsOf(fee);
    if (feeCents === undefined)
      return {
        ok: false,
        error: `${where}: the fee is an amount such as 35.00 (at most ${formatCents(MAX_TRAVEL_FEE_CENTS)}).`,
      };
    const zips = parseZipList(zipText, where);
    if (!zips.ok) return zips;
    if (zips.value.length === 0) return { ok: false, error: `${where}: list its ZIP codes.` };
    zones.push({ name, feeCents, zips: zips.value });
  }
  return { ok: true, value: zones };
}

export const travelZonesText = (zones: readonly TravelZone[]) =>
  zones
    .map((z) => `${z.name} | ${(z.feeCents / 100).toFixed(2)} | ${zipListText(z.zips)}`)
    .join('\n');
