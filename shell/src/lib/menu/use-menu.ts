import { useDeferredValue } from 'react';
import { useGetMenuQuery, type MenuName } from './api/get-menu';
import type { MenuItem } from './menu-item';

const noItems: MenuItem[] = [];

/**
 * A menu's items: none while it loads or when it fails. A menu that arrives while the page starts
 * is rendered in a transition, in slices, instead of in the one blocking task a store update
 * gets (the main menu's whole tree, every sub-menu, was one of a phone's long tasks).
 */
export function useMenu(name: MenuName): MenuItem[] {
  const { data = noItems } = useGetMenuQuery(name);
  return useDeferredValue(data);
}
