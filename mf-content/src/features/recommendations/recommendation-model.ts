import type { ImageModel } from '@alz/shared/media/image';
import { isRecord, link, richText, text, type LinkModel } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';
import { videoRefUrl } from '@alz/shared/media/video-url';

/** Spec 1 §3 "Bookcase item". */
export interface RecommendationItem {
  slug: string;
  title: string;
  label: string;
  html: string;
  image: ImageModel | null;
  /** Embed address of the video (no-cookie YouTube, Vimeo with do-not-track), or ''. */
  videoSrc: string;
  primaryLink: LinkModel | null;
  secondaryLink: LinkModel | null;
}

/** Spec 1 §3 "Recommendation group"; an empty title shows as "Onze selectie". */
export interface RecommendationGroup {
  key: string;
  title: string;
  subtitle: string;
  items: RecommendationItem[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function toItem(value: unknown): RecommendationItem | null {
  if (!isRecord(value)) return null;
  const slug = text(value.slug);
  const title = text(value.title).trim();
  // The slug goes into the address (?item=), so only plain slugs are accepted.
  if (!SLUG.test(slug) || title === '') return null;
  return {
    slug,
    title,
    label: text(value.label).trim(),
    html: richText(value.text),
    image: toImage(value.image),
    videoSrc: videoRefUrl(value.video),
    primaryLink: link(value.primaryLink),
    secondaryLink: link(value.secondaryLink),
  };
}

/** Api answer of /api/v1/recommendation-items -> groups; a slug seen before is dropped. */
export function toRecommendationGroups(answer: unknown): RecommendationGroup[] {
  const groups = isRecord(answer) && Array.isArray(answer.groups) ? answer.groups : [];
  const seen = new Set<string>();
  return groups.filter(isRecord).flatMap((group, index) => {
    const items: RecommendationItem[] = [];
    for (const item of (Array.isArray(group.items) ? group.items : []).map(toItem)) {
      if (!item || seen.has(item.slug)) continue;
      seen.add(item.slug);
      items.push(item);
    }
    if (items.length === 0) return [];
    return [{ key: `group-${index}`, title: text(group.title).trim(), subtitle: text(group.subtitle).trim(), items }];
  });
}
