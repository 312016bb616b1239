import type { ReviewFields } from '../../reviews/reviews.service';
import type { SeedPage } from './pages-content';
import { HOME_CREDENTIALS_SLUG, HOME_SERVICE_AREA_SLUG } from '../../../shared/pages/site-routes';

// The home page's credentials and service area are content pages with fixed slugs, so an
// administrator edits them under Content like any other page (decision 015).

export const homeTrustPages: SeedPage[] = [
  {
    slug: HOME_CREDENTIALS_SLUG,
    title: 'Licensed, certified and insured',
    content: `<ul>
  <li><strong>ASHI Standards of Practice</strong> and Code of Ethics on every inspection</li>
  <li><strong>Pennsylvania Act 114</strong> compliant home inspections and reports</li>
  <li><strong>ASHI and InterNACHI</strong> members, with yearly continuing education</li>
  <li><strong>PA DEP certified</strong> radon testing, following EPA protocols</li>
  <li><strong>NPMA-33</strong> wood-destroying insect reports accepted by lenders</li>
  <li><strong>Fully insured</strong>: general liability and errors &amp; omissions</li>
</ul>
<p>Your written report with photos arrives <strong>within 24 hours</strong>. See our <a href="/certifications-policies-links">certifications and policies</a>.</p>`,
  },
  {
    slug: HOME_SERVICE_AREA_SLUG,
    title: 'Where we inspect',
    content: `<p>Based in the Pittsburgh area, we inspect homes across:</p>
<ul>
  <li><strong>Western Pennsylvania</strong>: Allegheny, Beaver, Butler, Washington and Westmoreland counties</li>
  <li><strong>Eastern Ohio</strong>: Columbiana, Jefferson and Mahoning counties</li>
  <li><strong>West Virginia's northern panhandle</strong>: Brooke, Hancock, Marshall and Ohio counties</li>
</ul>
<p>Not sure we cover your address? <a href="/contact">Contact us</a> and we will tell you the same day.</p>`,
  },
];

/** Demo reviews for a demo site only (SEED_DEMO_SLOTS): a real business enters its own. */
export const demoReviews: ReviewFields[] = [
  {
    name: 'Maria G.',
    town: 'Mt. Lebanon, PA',
    text: 'We had four days to get an inspection done. Keystone had a slot two days out, the inspector spent three hours in the house and the report with photos was in my inbox that night.',
    stars: 5,
    shown: true,
  },
  {
    name: 'James and Priya R.',
    town: 'Wheeling, WV',
    text: 'He found a failing sump pump and an ungrounded subpanel the listing never mentioned. The report made the repair request easy, and the seller fixed both before closing.',
    stars: 5,
    shown: true,
  },
  {
    name: 'Tom W.',
    town: 'Cranberry Township, PA',
    text: 'Booked online in five minutes and added the radon test in the same visit. Clear walk-through at the end, no scare tactics.',
    stars: 4,
    shown: true,
  },
];
