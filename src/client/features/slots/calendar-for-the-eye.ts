// The month and week grid on /availability is for the eye and the mouse only: the list of open
// times beside it serves the keyboard and screen readers. FullCalendar's own markup misuses ARIA
// (roles on a table's rows, labels on links without an address, an empty column group), so in
// the grid, hidden from assistive technology, its ARIA is taken out and nothing takes a Tab.

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Takes FullCalendar's ARIA and tab stops out of `root`; answers whether it changed anything. */
export function quietCalendar(root: HTMLElement): boolean {
  let changed = false;
  for (const el of root.querySelectorAll('*')) {
    for (const name of el.getAttributeNames())
      if (name === 'role' || (name.startsWith('aria-') && name !== 'aria-hidden')) {
        el.removeAttribute(name);
        changed = true;
      }
  }
  for (const el of root.querySelectorAll(FOCUSABLE))
    if (el.getAttribute('tabindex') !== '-1') {
      el.setAttribute('tabindex', '-1');
      changed = true;
    }
  // An empty <colgroup> counts as one column, and each row has seven: it spans them all.
  for (const group of root.querySelectorAll('colgroup:empty:not([span])')) {
    const row = group.closest('table')?.querySelector('tr');
    const cells = [...(row?.children ?? [])].reduce(
      (n, cell) => n + ((cell as HTMLTableCellElement).colSpan || 1),
      0,
    );
    if (cells > 1) {
      group.setAttribute('span', String(cells));
      changed = true;
    }
  }
  return changed;
}

/** Keeps `root` quiet as FullCalendar renders into it (a new month, a new view, new slots). */
export function keepCalendarQuiet(root: HTMLElement): () => void {
  quietCalendar(root);
  const observer = new MutationObserver(() => {
    quietCalendar(root);
    // What this run changed is not news: only FullCalendar's next render is.
    observer.takeRecords();
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true });
  return () => observer.disconnect();
}
