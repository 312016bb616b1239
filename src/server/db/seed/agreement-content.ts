import type { SeedPage } from './pages-content';

// The pre-inspection agreement customers sign online (slug fixed: the agreements feature reads
// it). A starting text in the site's own terms; the business edits it in Content.
export const inspectionAgreementPage: SeedPage = {
  slug: 'inspection-agreement',
  title: 'Pre-Inspection Agreement',
  content: `<p>This agreement is between the client named below (&ldquo;you&rdquo;) and the home inspection company (&ldquo;we&rdquo;, &ldquo;us&rdquo;) for the inspection of the property on your order. Please read it carefully: signing it is required before the report is released.</p>

<h2>1. Scope of the inspection</h2>
<p>We will perform a visual, non-invasive inspection of the readily accessible systems and components of the property, following the ASHI Standards of Practice and, in Pennsylvania, the Home Inspection Law (Act 114). The inspection covers the structure, exterior, roof covering, plumbing, electrical, heating and central cooling, interior, insulation and ventilation, and fireplaces, as far as they can be seen and safely reached on the day of the inspection. Add-on services you ordered (for example radon testing or a wood-destroying insect inspection) are performed under their own protocols.</p>

<h2>2. What is not inspected</h2>
<ul>
  <li>Anything concealed, inaccessible or not readily visible: inside walls, floors and ceilings, under floor coverings, behind furniture or stored items, underground piping, septic systems and wells.</li>
  <li>Environmental hazards such as mold, asbestos, lead paint, radon (unless ordered), and water or air quality.</li>
  <li>Code compliance, zoning, permits, property lines, and the cost or remaining life of any component.</li>
  <li>Pools, spas, outbuildings, irrigation, security and low-voltage systems, appliances beyond a basic operation check, and cosmetic items.</li>
  <li>Roofs, attics or crawl spaces that cannot be entered safely; systems that are shut off or not working on the day.</li>
</ul>
<p>The inspection is not a guarantee, warranty or insurance policy on the property or any of its parts.</p>

<h2>3. The report</h2>
<p>We will deliver a written report of our observations, normally within 24 hours of the inspection (radon results within 24 hours of monitor pickup). The report is released once this agreement is signed and the inspection fee is paid. The report is for your use only; we share it with your real estate agent when you ask us to, and with no one else without your permission.</p>

<h2>4. Payment</h2>
<p>The fee is the total shown on your order, due at or before the inspection. We accept major credit cards and cash; no personal checks.</p>

<h2>5. Cancellation</h2>
<p>Cancellation is free until 5:00 PM on the day of booking. Cancelling less than 48 hours before the inspection costs [cancellation fee, e.g. $75.00, or $150.00 for a full-day appointment], plus card processing fees.</p>

<h2>6. Limits of liability</h2>
<p>Our liability for any claim arising from the inspection or the report, whether in contract, negligence or otherwise, is limited to [the amount of the inspection fee paid]. You agree to notify us in writing of any claim within [10 business days] of discovering the condition and to allow us to see it before it is repaired, except in an emergency. Any legal action must be brought within one year of the inspection date, or as the law of the state where the property is requires.</p>

<h2>7. Attendance and access</h2>
<p>You are welcome to attend the inspection. You are responsible for making sure we can enter the property and that the utilities are on.</p>

<h2>8. Entire agreement</h2>
<p>This is the entire agreement between you and us about the inspection. If any part of it is found unenforceable, the rest still applies. By typing your full name and signing below, you confirm that you have read, understood and agree to this agreement.</p>`,
};
