import { Provider } from 'react-redux';
import { store } from '../store';
import { SearchPageView } from '../features/search/search-page-view';
import { addSearchTranslations } from '../locales';

addSearchTranslations();

export default function SearchPage() {
  return (
    <Provider store={store}>
      <SearchPageView />
    </Provider>
  );
}
