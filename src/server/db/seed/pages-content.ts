import { escapeHtml } from '../../../shared/html';
import { formatCents } from '../../../shared/money';
import { seedServices } from './services-catalogue';

export interface SeedPage {
  slug: string;
  title: string;
  content: string;
}

type Category = (typeof seedServices)[number]['category'];

const PHONE_DISPLAY = '(412) 555-0142';
const PHONE_HREF = 'tel:+14125550142';
const EMAIL = 'office@keystone-inspections.example';

const feeGroups: { category: Category; heading: string }[] = [
  { category: 'home_size', heading: 'Base inspection fee by finished living space' },
  { category: 'property_age', heading: 'Property age adjustment' },
  { category: 'addon', heading: 'Add-on services' },
  { category: 'additional_unit', heading: 'Multi-family properties' },
];

function feeTable(category: Category, heading: string): string {
  const rows = seedServices
    .filter((s) => s.category === category)
    .map(
      (s) =>
        `    <tr>\n      <td>${escapeHtml(s.name)}</td>\n      <td>${escapeHtml(s.description)}</td>\n      <td>${escapeHtml(formatCents(s.priceCents))}</td>\n    </tr>`,
    );
  if (rows.length === 0) return '';
  return `<h3>${escapeHtml(heading)}</h3>
<table class="table">
  <thead>
    <tr>
      <th scope="col">Service</th>
      <th scope="col">Description</th>
      <th scope="col">Price</th>
    </tr>
  </thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>`;
}

function priceOf(slug: string): number | undefined {
  return seedServices.find((s) => s.slug === slug)?.priceCents;
}

function feeExample(): string {
  const base = priceOf('size-1500-2499');
  const age = priceOf('built-1950-1999');
  const radon = priceOf('radon-inspection');
  if (base === undefined || age === undefined || radon === undefined) return '';
  return `<p><strong>Example:</strong> a 2,000 sq ft home built in 1962 with a radon test costs ${escapeHtml(formatCents(base))} + ${escapeHtml(formatCents(age))} + ${escapeHtml(formatCents(radon))} = <strong>${escapeHtml(formatCents(base + age + radon))}</strong>.</p>`;
}

const home: SeedPage = {
  slug: 'home',
  title: 'Welcome to Keystone Home Inspections',
  content: `<h2>Know the house before you sign</h2>
<p>Buying a home is one of the largest purchases you will ever make. Keystone Home Inspections gives you a clear, unbiased picture of the property's condition so you can negotiate with confidence, plan for repairs and move in without unpleasant surprises.</p>

<h2>What is a home inspection?</h2>
<p>A home inspection is a visual, non-invasive evaluation of a home's major systems and components, from the roof and foundation to the furnace, water heater, plumbing and electrical panel. Your inspector walks the entire property, tests what can safely be operated and documents what needs attention. Within 24 hours you receive a written report with photos that separates safety concerns and major defects from routine maintenance items. Read the <a href="/property-inspection-overview">inspection overview</a> or see exactly <a href="/inspection-specifications">what we inspect</a>.</p>

<h2>Why choose Keystone?</h2>
<ul>
  <li><strong>Experienced, certified inspectors</strong> who follow the ASHI Standards of Practice and perform inspections compliant with Pennsylvania Act 114.</li>
  <li><strong>Clear reports</strong> with photos and plain-language explanations, delivered within 24 hours.</li>
  <li><strong>Transparent pricing</strong>: your fee depends on finished living space, property age and the add-ons you choose. See our <a href="/fees">fee schedule</a>.</li>
  <li><strong>Radon and pest testing</strong> available in the same visit, so you only need to schedule once.</li>
  <li><strong>Time for your questions</strong>: we walk you through our findings on site at the end of every inspection.</li>
</ul>

<h2>Serving the tri-state area</h2>
<p>Based in the Pittsburgh area, we inspect homes throughout western Pennsylvania, eastern Ohio and the northern panhandle of West Virginia. Not sure if we cover your address? <a href="/contact">Contact us</a> or call <a href="${PHONE_HREF}">${PHONE_DISPLAY}</a>.</p>

<h2>Ready to schedule?</h2>
<p>Check our <a href="/availability">open dates</a>, then pick the time that works for you and your agent.</p>
<p><a href="/schedule"><strong>Book Your Inspection Online</strong></a></p>`,
};

const about: SeedPage = {
  slug: 'about',
  title: 'About Keystone Home Inspections',
  content: `<h2>Who we are</h2>
<p>Keystone Home Inspections is a locally owned inspection company serving buyers, sellers and homeowners across western Pennsylvania, eastern Ohio and the northern panhandle of West Virginia. Our team has completed thousands of inspections on everything from brick row houses in Pittsburgh's older neighborhoods to new construction in the suburbs and farmhouses in the surrounding counties.</p>
<p>We started Keystone with a simple idea: an inspection should inform, not alarm. Every house has issues. Our job is to tell you which ones matter, why they matter and what to do next, in language that makes sense to you.</p>

<h2>Experience and credentials</h2>
<ul>
  <li>Inspections performed in accordance with the <strong>ASHI (American Society of Home Inspectors) Standards of Practice</strong> and Code of Ethics.</li>
  <li>Inspectors hold <strong>ASHI and InterNACHI</strong> memberships and complete continuing education every year.</li>
  <li>All home inspections are <strong>compliant with Pennsylvania Act 114</strong> (the Pennsylvania Home Inspection Law), including its reporting requirements.</li>
  <li>Radon testing performed by technicians certified through the Pennsylvania Department of Environmental Protection, following EPA measurement protocols.</li>
  <li>Wood-destroying insect inspections reported on the NPMA-33 form accepted by lenders.</li>
  <li>Fully insured, with general liability and errors &amp; omissions coverage.</li>
</ul>
<p>Meet the people who will inspect your home on our <a href="/about/inspectors">inspectors page</a>, and find our certifications and policies on the <a href="/certifications-policies-links">Policies &amp; Certifications</a> page.</p>

<h2>What we offer</h2>
<ul>
  <li><a href="/home-inspection">Full home inspections</a> for single-family homes, townhouses, condominiums and multi-family properties</li>
  <li><a href="/radon-test">Radon testing</a> with a 48-hour continuous monitor, with an optional early-results service</li>
  <li>Wood-destroying insect (pest) inspections</li>
  <li>Pre-listing inspections for sellers who want to avoid surprises during negotiation</li>
</ul>
<p>Questions about a specific property? Call <a href="${PHONE_HREF}">${PHONE_DISPLAY}</a> or <a href="/schedule">book your inspection online</a>.</p>`,
};

const fees: SeedPage = {
  slug: 'fees',
  title: 'Inspection Fees',
  content: `<h2>How your fee is calculated</h2>
<p>Our pricing is straightforward and there are no hidden charges. Your total is:</p>
<p><strong>base fee by finished living space + property age adjustment + any add-on services + (additional units &times; per-unit price)</strong></p>
<p>The base fee depends on the home's finished living space. Not sure how to measure it? Read our guide to <a href="/finished-living-space">finished living space</a>. Older homes take longer to evaluate, so a small age adjustment applies. Add-ons such as radon and pest testing are optional. For duplexes and other multi-family properties, the per-unit charge applies to each living unit beyond the first.</p>
${feeGroups.map((g) => feeTable(g.category, g.heading)).join('\n\n')}

${feeExample()}

<h2>Payment</h2>
<p>We accept Master Card, Visa, Discover and cash. No personal checks. You can pay online when you book or reserve your slot and pay at the inspection. Please review our <a href="/certifications-policies-links">cancellation policy</a> before booking.</p>
<p>Ready to go? <a href="/schedule">Book your inspection online</a> or call <a href="${PHONE_HREF}">${PHONE_DISPLAY}</a> with any questions about pricing.</p>`,
};

const specifications: SeedPage = {
  slug: 'specifications',
  title: 'Inspection Specifications',
  content: `<h2>What we inspect</h2>
<p>Our inspections follow the ASHI Standards of Practice and comply with Pennsylvania Act 114. We visually examine the readily accessible systems and components listed below, operate them using normal controls, and report those that are not functioning properly, are unsafe or are near the end of their service life.</p>
<ul>
  <li><strong>Structure:</strong> foundation, basement and crawlspace, floor, wall, ceiling and roof framing, with notes on cracking, settlement and water intrusion.</li>
  <li><strong>Roof:</strong> roof coverings, flashing, skylights, chimneys, gutters and downspouts, viewed from the roof surface when safe or from ground level and by drone or binoculars when not.</li>
  <li><strong>Exterior:</strong> siding, trim, doors, windows, decks, porches, steps, railings, walkways, driveways and grading that affects drainage.</li>
  <li><strong>Plumbing:</strong> water supply and drain, waste and vent piping, fixtures and faucets, water heater, fuel storage and distribution, and sump pumps.</li>
  <li><strong>Electrical:</strong> service entrance, main panel and subpanels, overcurrent protection, grounding, a representative number of outlets, switches and fixtures, GFCI and AFCI protection, and smoke alarms.</li>
  <li><strong>Heating:</strong> furnace or boiler, distribution system, venting and chimney connections, operated with normal thermostat controls.</li>
  <li><strong>Cooling:</strong> central air conditioning and heat pumps, including the condenser, evaporator coil where accessible and condensate drainage (weather permitting).</li>
  <li><strong>Interiors:</strong> walls, ceilings, floors, stairs, a representative number of doors and windows, countertops, cabinets and installed appliances.</li>
  <li><strong>Insulation and ventilation:</strong> attic insulation, vapor retarders, attic and crawlspace ventilation, and kitchen, bath and dryer exhaust.</li>
  <li><strong>Fireplaces:</strong> fireplaces and solid-fuel-burning appliances, dampers, hearths and visible portions of chimney flues.</li>
</ul>

<h2>What is not included</h2>
<p>As the ASHI Standards of Practice allow, a home inspection does not include:</p>
<ul>
  <li>Anything concealed or not readily accessible, including areas behind walls, under floor coverings or blocked by stored belongings</li>
  <li>Code compliance, cosmetic items, or estimates of repair cost or remaining life</li>
  <li>Swimming pools, hot tubs, septic systems, wells, water quality, lawn sprinklers and outbuildings</li>
  <li>Mold, asbestos, lead paint and other environmental hazards (radon is available as an <a href="/radon-test">add-on test</a>)</li>
  <li>Security systems, low-voltage wiring, solar systems, generators and appliances that are not built in</li>
</ul>
<p>If you need a specialist for any of these, we are happy to recommend one. See our <a href="/fees">fees</a> for optional add-on services.</p>`,
};

const propertyInspectionOverview: SeedPage = {
  slug: 'property-inspection-overview',
  title: 'Property Inspection Overview',
  content: `<h2>What to expect on inspection day</h2>
<p>Your inspector arrives at the scheduled time and begins with the exterior and roof, then works through the attic, living spaces, kitchen, bathrooms, basement or crawlspace and the mechanical systems. Along the way we run water at every fixture, operate the heating and cooling systems, test a representative number of outlets and take photos of everything worth noting. The full scope is listed in our <a href="/inspection-specifications">inspection specifications</a>.</p>
<p>Please make sure the utilities are on and that the electrical panel, furnace, water heater, attic hatch and crawlspace access are clear of stored items. Your agent or the seller's agent will arrange access to the property.</p>

<h2>How long does it take?</h2>
<p>Most single-family homes take <strong>2&frac12; to 3&frac12; hours</strong>. Larger homes, older homes and multi-family properties can take longer, as can inspections that include radon or pest testing. We never rush: the goal is a thorough inspection, not a fast one.</p>

<h2>Join us for the walk-through</h2>
<p>You are welcome to attend the whole inspection, but the most valuable part is the <strong>walk-through at the end</strong>. Plan to arrive about 45 minutes before the scheduled finish. Your inspector will show you what was found, explain which items are significant and which are routine maintenance, point out shut-off valves and the main electrical disconnect, and answer your questions.</p>

<h2>Your report</h2>
<p>You receive a detailed written report <strong>within 24 hours</strong>, usually the same evening. It includes:</p>
<ul>
  <li>A summary of safety concerns and major defects, ready to share with your agent</li>
  <li>Color photos of each issue, with its location in the home</li>
  <li>Plain-language explanations and recommendations for repair or further evaluation</li>
  <li>Maintenance tips and the approximate age of major systems where it can be determined</li>
</ul>
<p>If you ordered a <a href="/radon-test">radon test</a>, those results follow separately once the monitor has run for 48 hours. After you read the report, call us with any follow-up questions at no extra charge.</p>
<p><a href="/schedule">Book your inspection online</a> when you are ready.</p>`,
};

const radonTestOverview: SeedPage = {
  slug: 'radon-test-overview',
  title: 'Radon Test Overview',
  content: `<h2>Why test for radon?</h2>
<p>Radon is a colorless, odorless radioactive gas produced by the natural breakdown of uranium in soil and rock. It enters homes through foundation cracks, sump pits and other openings, and long-term exposure is the second leading cause of lung cancer in the United States. The only way to know a home's radon level is to test it.</p>

<h2>Radon in our region</h2>
<p>Pennsylvania has some of the highest radon levels in the country. The Reading Prong, a uranium-rich geological formation in eastern Pennsylvania, made national news in the 1980s, but elevated readings are common statewide, and a large share of Pennsylvania homes test above the EPA action level. Many counties in western Pennsylvania, eastern Ohio and West Virginia are rated <strong>Zone 1 (highest potential)</strong> by the EPA. Neighboring homes can test very differently, so a reading next door tells you little about the house you are buying.</p>

<h2>How we test</h2>
<ul>
  <li>We place a <strong>calibrated continuous radon monitor</strong> in the lowest livable level of the home for a minimum of <strong>48 hours</strong>, recording hourly readings.</li>
  <li>The test requires <strong>closed-house conditions</strong>: windows and exterior doors closed, except for normal entry and exit, starting 12 hours before and continuing throughout the test. Whole-house fans should not be used.</li>
  <li>The monitor detects movement and tampering, so results hold up in a real estate transaction.</li>
  <li>Testing follows EPA and Pennsylvania DEP protocols.</li>
</ul>

<h2>Understanding results</h2>
<p>The EPA recommends mitigation when the average is at or above <strong>4.0 pCi/L</strong> (picocuries per liter). Mitigation systems are common, effective and typically installed in a single day. Your report shows the average along with the hour-by-hour readings.</p>

<h2>Need results fast?</h2>
<p>Standard results are e-mailed within 24 hours of monitor pickup. If your inspection contingency is tight, add <strong>Early Radon Results</strong> when you book and we will e-mail results the same day the monitor is picked up. See the <a href="/fees">fee schedule</a> for pricing and learn more on our <a href="/radon-test">radon test page</a>.</p>
<p>You can add a radon test when you <a href="/schedule">book your inspection online</a>.</p>`,
};

const policies: SeedPage = {
  slug: 'policies',
  title: 'Policies & Certifications',
  content: `<h2>Cancellation policy</h2>
<p>Cancellation is free until <strong>5:00 PM ET on the day of booking</strong>. Cancelling <strong>less than 48 hours before the inspection</strong> costs <strong>$75.00</strong>, or <strong>$150.00 for a full-day appointment</strong>, plus card processing fees.</p>
<p>To cancel or reschedule, call <a href="${PHONE_HREF}">${PHONE_DISPLAY}</a> or e-mail <a href="mailto:${EMAIL}">${EMAIL}</a> as early as possible. We understand that real estate deals change, and we will always try to find a new date that works for you.</p>

<h2>Payment</h2>
<p>We accept Master Card, Visa, Discover and cash. No personal checks. Payment is due at or before the inspection, and the report is released once payment has been received. See our <a href="/fees">fees</a> for current prices.</p>

<h2>Inspection agreement</h2>
<p>As required by Pennsylvania Act 114, every client signs a pre-inspection agreement describing the scope and limitations of the inspection before work begins. Reports are confidential and are shared only with you and the people you authorize, such as your real estate agent.</p>

<h2>Certifications and standards</h2>
<ul>
  <li>Inspections performed to the ASHI Standards of Practice and Code of Ethics</li>
  <li>Inspectors are ASHI and InterNACHI members who complete annual continuing education</li>
  <li>Home inspections compliant with Pennsylvania Act 114</li>
  <li>Radon testing by Pennsylvania DEP-certified radon testers, following EPA protocols</li>
  <li>Wood-destroying insect reports on the NPMA-33 form</li>
  <li>General liability and errors &amp; omissions insurance</li>
</ul>
<p>Read about each inspector's credentials on the <a href="/about/inspectors">Meet Our Inspectors</a> page.</p>

<h2>Useful links</h2>
<ul>
  <li><a href="https://www.epa.gov/radon">U.S. EPA: Radon</a>: health risks, testing and mitigation</li>
  <li><a href="https://www.homeinspector.org/">American Society of Home Inspectors (ASHI)</a></li>
  <li><a href="https://www.nachi.org/">International Association of Certified Home Inspectors (InterNACHI)</a></li>
  <li><a href="https://www.dep.pa.gov/">Pennsylvania Department of Environmental Protection</a></li>
  <li><a href="/inspection-specifications">What our inspection covers</a></li>
</ul>`,
};

const inspectors: SeedPage = {
  slug: 'inspectors',
  title: 'Meet Our Inspectors',
  content: `<p>Every Keystone inspection is performed by an experienced, certified inspector. Our team brings backgrounds in construction, engineering and the building trades, and we meet regularly to review tricky findings so that every report is consistent, whoever inspects your home.</p>

<h2>Daniel Kowalski, Owner and Lead Inspector</h2>
<p><strong>22 years in the building trades, 16 years inspecting</strong><br>
ASHI Certified Inspector &middot; PA DEP Certified Radon Tester &middot; NPMA-33 Wood-Destroying Insect Inspector</p>
<p>Dan spent six years as a general contractor renovating older homes in Lawrenceville and Bloomfield before founding Keystone. He knows how century-old Pittsburgh houses were built, where they hide their problems and which issues are simply part of their character. When he is not in a crawlspace, he coaches youth hockey in the North Hills.</p>

<h2>Maria Esposito, Senior Inspector</h2>
<p><strong>11 years inspecting</strong><br>
InterNACHI Certified Professional Inspector &middot; Certified Master Inspector &middot; Infrared Thermography Certified</p>
<p>Maria holds a degree in civil engineering and worked in commercial building maintenance before joining Keystone. She specializes in HVAC systems, multi-family properties and moisture investigation with infrared imaging. Clients often mention how patiently she explains her findings during the walk-through.</p>

<h2>Jason Reed, Inspector</h2>
<p><strong>7 years inspecting</strong><br>
ASHI Associate &middot; InterNACHI Certified Professional Inspector &middot; PA DEP Certified Radon Tester &middot; Licensed Electrician (retired)</p>
<p>Jason spent fifteen years as a licensed electrician in the Ohio Valley, so electrical panels, aluminum wiring and knob-and-tube circuits are familiar territory. He covers most of our eastern Ohio and West Virginia panhandle inspections and lives in Steubenville with his family.</p>

<h2>Schedule with our team</h2>
<p>See our <a href="/availability">available dates</a> and <a href="/schedule">book your inspection online</a>. If you would like a particular inspector, mention it when you book or call <a href="${PHONE_HREF}">${PHONE_DISPLAY}</a>.</p>`,
};

const contact: SeedPage = {
  slug: 'contact',
  title: 'Contact Us',
  content: `<p>Have a question about an inspection, a report or our pricing? We are happy to help. The quickest way to reach us is by phone during office hours. E-mails are answered within one business day.</p>

<h2>Phone and e-mail</h2>
<ul>
  <li><strong>Phone:</strong> <a href="${PHONE_HREF}">${PHONE_DISPLAY}</a></li>
  <li><strong>E-mail:</strong> <a href="mailto:${EMAIL}">${EMAIL}</a></li>
</ul>

<h2>Office hours</h2>
<p>Monday &ndash; Friday, 8:00 AM &ndash; 6:00 PM ET.</p>
<p>Inspections are also available on many evenings and Saturdays. Check our <a href="/availability">availability</a> for open dates. If you call outside office hours, leave a message and we will return your call the next business morning.</p>

<h2>Service area</h2>
<p>Serving Allegheny, Butler, Washington, Westmoreland and Beaver counties, eastern Ohio and the northern panhandle of West Virginia.</p>
<p>If your property is just outside this area, call us anyway. We can often accommodate nearby locations, sometimes with a small travel charge that we will always quote before you book.</p>

<h2>When you contact us</h2>
<p>To help us answer quickly, please include:</p>
<ul>
  <li>The property address</li>
  <li>The approximate finished living space and year built</li>
  <li>Your preferred inspection dates</li>
  <li>Your real estate agent's name and phone number, if you have one</li>
</ul>

<h2>Ready to book?</h2>
<p>You do not need to call to schedule. <a href="/schedule">Book your inspection online</a> any time and receive an immediate confirmation. Before booking, you may want to review our <a href="/fees">fees</a> and our <a href="/certifications-policies-links">cancellation policy</a>.</p>`,
};

const before: SeedPage = {
  slug: 'before',
  title: 'Before You Book',
  content: `<p>Thank you for choosing Keystone Home Inspections. Booking online takes about five minutes. Here is what to know before you start.</p>

<h2>What to have ready</h2>
<ul>
  <li><strong>Property address</strong>, including the unit number for condominiums and multi-family properties.</li>
  <li><strong>Finished living space</strong> in square feet. The listing usually shows it, and our guide explains <a href="/finished-living-space">how to measure finished living space</a> if you are unsure.</li>
  <li><strong>Year built</strong>, which determines the property age adjustment.</li>
  <li><strong>Number of units</strong> if the property is a duplex or other multi-family building.</li>
  <li><strong>Your agent's details</strong>: name, phone number and e-mail, so we can coordinate access and send the report if you wish.</li>
  <li>Any <strong>add-ons</strong> you want, such as radon or pest testing.</li>
</ul>
<p>Your price is calculated automatically from these answers. You can review the full <a href="/fees">fee schedule</a> at any time.</p>

<h2>How the time slot works</h2>
<p>Each slot shows the <strong>start time</strong> of the inspection. Your inspector reserves enough time for the size and age of the home, so you do not need to estimate the length yourself. Larger properties may take a full-day appointment. Once you complete the booking, the slot is held for you and removed from the calendar. <a href="/availability">See available dates</a> before you begin.</p>

<h2>Paying for your inspection</h2>
<p>You can <strong>pay now</strong> by card to finish everything in one step, or <strong>reserve without paying</strong> and settle at the inspection. We accept Master Card, Visa, Discover and cash. No personal checks.</p>
<p>Please review our <a href="/certifications-policies-links">cancellation policy</a>: cancellation is free until 5:00 PM ET on the day of booking, and late cancellations carry a fee.</p>

<h2>Start your order</h2>
<p><a href="/home-inspection"><strong>Start your home inspection order</strong></a></p>
<p>Questions first? Call <a href="${PHONE_HREF}">${PHONE_DISPLAY}</a> and we will be glad to help.</p>`,
};

const livingArea: SeedPage = {
  slug: 'living-area',
  title: 'Finished Living Space',
  content: `<h2>Why square footage matters</h2>
<p>Our base fee depends on the home's finished living space because a larger home has more rooms, windows, outlets, fixtures and often more heating and cooling equipment. All of that takes more time to inspect and document. Pricing by size keeps the fee fair for a small starter home and a large family home alike.</p>

<h2>Our rule: what counts</h2>
<p>Count every area that is <strong>heated and finished</strong>, meaning it has finished walls, a finished ceiling and a finished floor, and is normally used as living space. Specifically:</p>
<ul>
  <li><strong>Counts:</strong> all finished, heated rooms on every above-grade floor, including hallways, closets, bathrooms, and finished attic rooms with stairs.</li>
  <li><strong>Counts:</strong> a <strong>finished basement</strong> that is heated and has finished walls, ceiling and floor covering, such as a family room, bedroom or office.</li>
  <li><strong>Does not count:</strong> unfinished basements and unfinished portions of a basement, such as the furnace and laundry area.</li>
  <li><strong>Does not count:</strong> garages, unheated porches and sunrooms, decks, crawlspaces and unfinished attics.</li>
</ul>

<h2>How to measure</h2>
<ol>
  <li>Start with the square footage on the listing or tax record. It usually covers the above-grade finished area only.</li>
  <li>If the basement is finished, add the area of its finished rooms. Multiply length by width for each room and add them together.</li>
  <li>If the listing is missing or clearly wrong, measure the outside of the house at each level (length &times; width) and subtract any attached garage or unheated space.</li>
</ol>
<p>For example, a home listed at 1,800 sq ft with a 500 sq ft finished basement family room has 2,300 sq ft of finished living space.</p>

<h2>Close enough is fine</h2>
<p>An honest estimate is all we need. If your home is close to the boundary between two price tiers, choose the one your best estimate falls into. If your inspector finds that the home is significantly larger than booked, we will discuss any difference with you before the report is released.</p>
<p>See the <a href="/fees">fee schedule</a>, or go ahead and <a href="/schedule">book your inspection online</a>.</p>`,
};

const thankYou: SeedPage = {
  slug: 'thank-you',
  title: 'Thank You',
  content: `<h2>Your booking has been received</h2>
<p>Thank you for choosing Keystone Home Inspections. Your inspection is on our calendar and the time slot is reserved for you.</p>
<p>A <strong>confirmation e-mail</strong> is on its way with your appointment date and time, the property address, the services you selected and your total. If it has not arrived within a few minutes, please check your spam or junk folder, then contact us if you still cannot find it.</p>

<h2>What happens next</h2>
<ul>
  <li><strong>Inspection agreement:</strong> we will send you our pre-inspection agreement to review and sign before the inspection, as required by Pennsylvania Act 114.</li>
  <li><strong>Access:</strong> we coordinate access to the property with your real estate agent. Please confirm that utilities will be on.</li>
  <li><strong>Radon testing:</strong> if you ordered a radon test, closed-house conditions must begin 12 hours before the monitor is placed. Your agent can pass this on to the seller. Read more on our <a href="/radon-test">radon test page</a>.</li>
  <li><strong>Inspection day:</strong> plan to arrive toward the end of the inspection for the walk-through of our findings. See <a href="/property-inspection-overview">what to expect</a>.</li>
  <li><strong>Your report:</strong> delivered by e-mail within 24 hours, with photos.</li>
</ul>

<h2>Need to reschedule?</h2>
<p>Plans change. Call <a href="${PHONE_HREF}">${PHONE_DISPLAY}</a> (Monday &ndash; Friday, 8:00 AM &ndash; 6:00 PM ET) or e-mail <a href="mailto:${EMAIL}">${EMAIL}</a> and we will find a new time that works for you.</p>
<p>As a reminder, cancellation is free until 5:00 PM ET today. Cancellations less than 48 hours before the inspection carry a fee. Read the full <a href="/certifications-policies-links">cancellation policy</a>.</p>
<p>We look forward to inspecting your new home.</p>`,
};

export const seedPages: SeedPage[] = [
  home,
  about,
  fees,
  specifications,
  propertyInspectionOverview,
  radonTestOverview,
  policies,
  inspectors,
  contact,
  before,
  livingArea,
  thankYou,
];
