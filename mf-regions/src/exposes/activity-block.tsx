import { useId } from 'react';
import { Provider } from 'react-redux';
import { ActivityListing } from '../lib/activities/activity-listing';
import { addRegionTranslations } from '../locales';
import { store } from '../store';

addRegionTranslations();

interface Props {
  title: string;
  activityType: string;
}

/** mf-content's activity block (spec 1 §2.6 block variant): the by-activity-type listing. */
export default function ActivityBlock({ title, activityType }: Props) {
  const id = useId();
  return (
    <Provider store={store}>
      <section aria-labelledby={title ? id : undefined}>
        {title ? <h2 id={id}>{title}</h2> : null}
        <ActivityListing kind="type" activityType={activityType} />
      </section>
    </Provider>
  );
}
