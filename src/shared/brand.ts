// The site's colours over Bootstrap's: the public site's stylesheet (built by Vite) and the admin
// pages' stylesheet (served by the server) both take these rules, so the two never drift apart.

const PRIMARY = '#1f4e5f';
const PRIMARY_HOVER = '#173c49';
const PRIMARY_ACTIVE = '#122f3a';
const LINK = '#1a6075';
const LINK_HOVER = '#0f3a47';

/** "#1f4e5f" → "31, 78, 95", the form Bootstrap's `-rgb` variables take. */
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ');

/** A button state's fill: its background and its border take the same colour. */
const fill = (state: string, colour: string) =>
  `  --bs-btn-${state}bg: ${colour};\n  --bs-btn-${state}border-color: ${colour};\n`;

const PRIMARY_FILLS =
  fill('', PRIMARY) +
  fill('hover-', PRIMARY_HOVER) +
  fill('active-', PRIMARY_ACTIVE) +
  fill('disabled-', PRIMARY);
const OUTLINE_FILLS = fill('hover-', PRIMARY) + fill('active-', PRIMARY_HOVER);

/** Bootstrap's primary colour, links and primary buttons in the brand's colours. */
export const BRAND_CSS = `:root {
  --bs-primary: ${PRIMARY};
  --bs-primary-rgb: ${rgb(PRIMARY)};
  --bs-link-color: ${LINK};
  --bs-link-color-rgb: ${rgb(LINK)};
  --bs-link-hover-color: ${LINK_HOVER};
  --bs-link-hover-color-rgb: ${rgb(LINK_HOVER)};
}
.btn-primary {
${PRIMARY_FILLS}}
.btn-outline-primary {
  --bs-btn-color: ${PRIMARY};
  --bs-btn-border-color: ${PRIMARY};
${OUTLINE_FILLS}}
`;
