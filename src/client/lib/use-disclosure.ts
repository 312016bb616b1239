import { useId, useState } from 'react';
import { useLocation } from './router';

/**
 * A button that shows or hides a panel: its open state, the panel's id and the button's
 * attributes (type, aria-expanded, aria-controls, the toggle). Opened on one page, it is closed
 * on any other, so a menu left open does not follow the visitor.
 */
export function useDisclosure() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const toggleProps = {
    type: 'button',
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen(!open),
  } as const;
  return { open, setOpen, panelId, toggleProps };
}
