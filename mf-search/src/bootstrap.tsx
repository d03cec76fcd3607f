import { mountStandalone } from '@alz/shared/ui/mount-standalone';
import SearchPage from './exposes/search-page';

mountStandalone(<SearchPage />);
