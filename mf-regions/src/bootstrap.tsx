import { mountStandalone } from '@alz/shared/ui/mount-standalone';
import { StandaloneNode } from '@alz/shared/ui/standalone-node';
import RegionPage from './exposes/region-page';

mountStandalone(<StandaloneNode fallbackPath="/regios/utrecht" render={(node) => <RegionPage node={node} />} />);
