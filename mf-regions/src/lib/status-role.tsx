import { createContext, useContext, useState } from 'react';

/**
 * True inside a part whose arrival its page announces in one sentence already (the place search
 * says which region it found, spec 1 §2.5): the statuses of the lists it then shows stay quiet
 * for what they show first, so a screen reader hears one message, not four at once.
 */
export const ArrivalAnnouncedContext = createContext(false);

/**
 * The role of a status line (its count, its loading note): `status`, or inside an announced
 * arrival none until its first settled text (`null` while there is none) has changed once. The
 * change that lets it speak is not spoken itself (a live region that appears with its text), the
 * next one is: after a filter or page change the visitor hears the new count.
 */
export function useStatusRole(text: string | null): 'status' | undefined {
  const quiet = useContext(ArrivalAnnouncedContext);
  const [first, setFirst] = useState(text);
  const [changed, setChanged] = useState(false);
  if (quiet && first === null && text !== null) setFirst(text);
  if (quiet && !changed && first !== null && text !== first) setChanged(true);
  return !quiet || changed ? 'status' : undefined;
}
