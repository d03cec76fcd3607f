import { Provider } from 'react-redux';
import { LocationOverview as Overview } from '../features/locations/location-overview';
import { addRegionTranslations } from '../locales';
import { store } from '../store';

addRegionTranslations();

export default function LocationOverview() {
  return (
    <Provider store={store}>
      <Overview />
    </Provider>
  );
}
