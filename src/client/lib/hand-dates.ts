import { dates } from '../../shared/time';
import { writerOf } from '../../shared/zone-spans';
import { siteConfig } from './site-config';

// Imported by the pages that show free times and bookings (their code, loaded before they
// hydrate): their dates within the zone's spans are written by hand, so they build no Intl
// object, whose first one loads the locale's data while the page starts (decision 093). The home
// page's script has no room for it: it makes its formatter in a task of its own (main.tsx).
const spans = siteConfig().zoneSpans;
if (spans) dates.byHand = writerOf(spans);
