import { useCallback, useState } from 'react';
import { useLocation } from '@alz/shared/router';

/**
 * Open or closed, for a panel of the layout (the main menu, the header search) that a new page
 * closes. It is open on the path it was opened on: an effect that closed it on a new path would
 * render the panel a second time as each page starts, in the task that shows it.
 */
export function useOpenOnThisPage(): [boolean, (open: boolean) => void] {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = useCallback((open: boolean) => setOpenOn(open ? pathname : null), [pathname]);
  return [openOn === pathname, setOpen];
}
