// The site's colours over Bootstrap's: the public site's stylesheet (built by Vite) and the admin
// pages' stylesheet (served by the server) both take these rules, so the two never drift apart.

const PRIMARY = '#1f4e5f';
const PRIMARY_HOVER = '#173c49';
const PRIMARY_ACTIVE = '#122f3a';
const LINK = '#1a6075';
const LINK_HOVER = '#0f3a47';
/** A focused field's border: the primary colour half mixed with white. */
const FOCUS_BORDER = '#8fa7af';

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

const FOCUS_RING = `rgba(${rgb(PRIMARY)}, 0.25)`;

/**
 * Bootstrap's primary colour, links and primary buttons in the brand's colours; and the parts
 * whose blue Bootstrap writes out rather than taking from --bs-primary: the active pill, page and
 * list item, a checked box, a progress bar, and a focused field's border and ring.
 */
export const BRAND_CSS = `:root {
  --bs-primary: ${PRIMARY};
  --bs-primary-rgb: ${rgb(PRIMARY)};
  --bs-link-color: ${LINK};
  --bs-link-color-rgb: ${rgb(LINK)};
  --bs-link-hover-color: ${LINK_HOVER};
  --bs-link-hover-color-rgb: ${rgb(LINK_HOVER)};
  --bs-focus-ring-color: ${FOCUS_RING};
}
.btn-primary {
${PRIMARY_FILLS}}
.btn-outline-primary {
  --bs-btn-color: ${PRIMARY};
  --bs-btn-border-color: ${PRIMARY};
${OUTLINE_FILLS}}
.nav-pills { --bs-nav-pills-link-active-bg: ${PRIMARY}; }
.dropdown-menu { --bs-dropdown-link-active-bg: ${PRIMARY}; }
.pagination {
  --bs-pagination-active-bg: ${PRIMARY};
  --bs-pagination-active-border-color: ${PRIMARY};
  --bs-pagination-focus-box-shadow: 0 0 0 0.25rem ${FOCUS_RING};
}
.list-group {
  --bs-list-group-active-bg: ${PRIMARY};
  --bs-list-group-active-border-color: ${PRIMARY};
}
.progress, .progress-stacked { --bs-progress-bar-bg: ${PRIMARY}; }
.form-check-input:checked, .form-check-input[type=checkbox]:indeterminate {
  background-color: ${PRIMARY};
  border-color: ${PRIMARY};
}
.form-control:focus, .form-select:focus, .form-check-input:focus {
  border-color: ${FOCUS_BORDER};
  box-shadow: 0 0 0 0.25rem ${FOCUS_RING};
}
`;
