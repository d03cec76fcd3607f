import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import { defineBlock } from '../block-definition';
import { bool, text } from '@alz/shared/wire/read';
import { PlatformIcon, type Platform } from './platform-icon';
import styles from './follow-us.module.css';

export interface SocialLinkModel {
  platform: Platform;
  url: string;
}

export interface FollowUsModel {
  title: string;
  showNames: boolean;
  links: SocialLinkModel[];
}

// Wire field per platform, in the order they are shown; older content still says twitter.
const FIELDS: [Platform, string[]][] = [
  ['facebook', ['field_facebook']],
  ['instagram', ['field_instagram']],
  ['linkedin', ['field_linkedin']],
  ['x', ['field_x', 'field_twitter']],
  ['youtube', ['field_youtube']],
];

/** A social profile is always on another site; only https addresses are accepted. */
const httpsUrl = (value: unknown): string | null => {
  const url = text(value).trim();
  return /^https:\/\/[^\s]+$/i.test(url) ? url : null;
};

/**
 * Wire: { field_title, field_show_names: boolean, field_facebook, field_instagram,
 * field_linkedin, field_x (or field_twitter), field_youtube } with profile addresses as strings.
 */
export const toFollowUs = (p: Record<string, unknown>): FollowUsModel | null => {
  const links = FIELDS.flatMap(([platform, fields]): SocialLinkModel[] => {
    const url = fields.map((field) => httpsUrl(p[field])).find((found) => found !== null);
    return url ? [{ platform, url }] : [];
  });
  return links.length > 0 ? { title: text(p.field_title), showNames: bool(p.field_show_names), links } : null;
};

export function FollowUs({ block }: { block: FollowUsModel }) {
  const { t } = useTranslation('Blocks');
  return (
    <section className={styles.followUs}>
      <h2 className={styles.title}>{block.title || t('Grids.FollowUs.Title')}</h2>
      <ul className={styles.links}>
        {block.links.map((social) => (
          <li key={social.platform}>
            <a href={social.url} className={styles.link}>
              <PlatformIcon platform={social.platform} />
              <span className={block.showNames ? undefined : visuallyHidden}>
                {t(`Grids.FollowUs.Platforms.${social.platform}`)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const followUsBlock = defineBlock({ bundle: 'follow_us', transform: toFollowUs, Component: FollowUs });
