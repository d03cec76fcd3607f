import { mountStandalone } from '@alz/shared/ui/mount-standalone';
import { StandaloneNode } from '@alz/shared/ui/standalone-node';
import VacancyPage from './exposes/vacancy-page';

mountStandalone(
  <StandaloneNode
    fallbackPath="/regios/utrecht/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe"
    render={(node) => <VacancyPage node={node} />}
  />,
);
