import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { RichText } from '@alz/shared/ui/rich-text';
import { TitledBlocks } from './titled-blocks';
import { dateRangeLabel } from '../../lib/activities/activity-dates';
import { routeHref, toActivityPageModel, type NodeLink } from './activity-page-model';
import styles from './activity-page.module.css';

const NodeLinkText = ({ link }: { link: NodeLink }) =>
  link.url ? <Link to={link.url}>{link.title}</Link> : <>{link.title}</>;

/** Page kind `activiteit` (spec 1 §3 "Activity page"); the shell renders the head and crumbs. */
export default function ActivityPage({ node }: PageKindProps) {
  const { t } = useTranslation('Region');
  const activity = toActivityPageModel(node);
  const dates = dateRangeLabel(t, activity.start, activity.end);
  return (
    <article className={styles.page}>
      <h1 tabIndex={-1}>{activity.title}</h1>
      <RichText className={styles.intro} html={activity.intro} />
      <section aria-labelledby="activiteit-details" className={styles.details}>
        <h2 id="activiteit-details">{t('ActivityPage.Details')}</h2>
        <dl>
          {activity.activityType ? (
            <div>
              <dt>{t('ActivityPage.Type')}</dt>
              <dd className={styles.type}>
                {activity.iconPath ? <img className={styles.typeIcon} src={activity.iconPath} alt="" /> : null}
                {activity.activityType}
              </dd>
            </div>
          ) : null}
          {dates ? (
            <div>
              <dt>{t('ActivityPage.When')}</dt>
              <dd>
                {dates}
                {activity.inloop ? (
                  <span className={styles.walkIn}>{t('ActivityPage.WalkIn', { time: activity.inloop })}</span>
                ) : null}
              </dd>
            </div>
          ) : null}
          {activity.location ? (
            <div>
              <dt>{t('ActivityPage.Location')}</dt>
              <dd>
                <NodeLinkText link={activity.location} />
              </dd>
            </div>
          ) : null}
          {activity.address ? (
            <div>
              <dt>{t('ActivityPage.Address')}</dt>
              <dd>
                {activity.address.line1}
                <br />
                {activity.address.zipCode} {activity.address.city}
                <br />
                {/* A normal link: the visitor's browser decides how the route planner opens. */}
                <a href={routeHref(activity.address)}>{t('ActivityPage.Route')}</a>
              </dd>
            </div>
          ) : null}
          {activity.region ? (
            <div>
              <dt>{t('ActivityPage.Region')}</dt>
              <dd>
                <NodeLinkText link={activity.region} />
              </dd>
            </div>
          ) : null}
        </dl>
        {activity.externalUrl ? (
          <p>
            <a href={activity.externalUrl}>{t('ActivityPage.External')}</a>
          </p>
        ) : null}
      </section>
      <TitledBlocks blocks={activity.blocks} />
    </article>
  );
}
