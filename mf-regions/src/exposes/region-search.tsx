import { Provider } from 'react-redux';
import { RegionSearchView } from '../features/region-search/region-search-view';
import { addRegionTranslations } from '../locales';
import { store } from '../store';

addRegionTranslations();

export default function RegionSearch() {
  return (
    <Provider store={store}>
      <RegionSearchView />
    </Provider>
  );
}
