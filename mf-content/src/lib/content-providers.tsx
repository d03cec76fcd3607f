import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store as defaultStore, type makeStore } from '../store';

/** Every exposed module renders inside this remote's own store. */
export function ContentProviders({
  children,
  store = defaultStore,
}: {
  children: ReactNode;
  store?: ReturnType<typeof makeStore>;
}) {
  return <Provider store={store}>{children}</Provider>;
}
