import { Provider } from 'react-redux';
import type { SearchBarProps } from '@alz/shared/search/search-bar';
import { SearchBar as Bar } from '../lib/search-bar/search-bar';
import { addSearchTranslations } from '../locales';
import { store } from '../store';

addSearchTranslations();

/** `mf_search/SearchBar`: pages of other apps show it through @alz/shared/ui/search-bar-slot. */
export default function SearchBar(props: SearchBarProps) {
  return (
    <Provider store={store}>
      <Bar {...props} />
    </Provider>
  );
}
