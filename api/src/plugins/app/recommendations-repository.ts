import fp from 'fastify-plugin';
import { toImage, type ImageModel } from '@alz/shared/media/image';
import { slugify } from '@alz/shared/text/text';
import { isRecord, link, trimmedText, type LinkModel, type WireRecord } from '@alz/shared/wire/read';
import type { Db } from '../../db/db';

declare module 'fastify' {
  interface FastifyInstance {
    recommendationsRepository: ReturnType<typeof create>;
  }
}

export interface RecommendationItem {
  slug: string;
  title: string;
  label: string;
  text: string;
  image: ImageModel | null;
  video: { kind: 'youtube' | 'vimeo'; id: string; source: string } | null;
  primaryLink: LinkModel | null;
  secondaryLink: LinkModel | null;
}

export interface RecommendationGroup {
  title: string;
  subtitle: string;
  items: RecommendationItem[];
}

type Data = WireRecord;

const OVERVIEW_SQL = "SELECT data FROM nodes WHERE nid = $1 AND type = 'recommendation_overview' AND status";
// Items point at their overview through field_overview_page.id; comparing as text keeps a
// malformed id from failing the whole query.
const ITEMS_SQL = `
  SELECT title, data FROM nodes
  WHERE type = 'recommendation_item' AND status AND data->'field_overview_page'->>'id' = $1::text
  ORDER BY nid`;

function toVideo(value: unknown): RecommendationItem['video'] {
  if (!isRecord(value) || typeof value.id !== 'string' || !/^[\w-]{1,64}$/.test(value.id)) return null;
  if (value.kind === 'youtube')
    return { kind: 'youtube', id: value.id, source: `https://www.youtube.com/watch?v=${value.id}` };
  if (value.kind === 'vimeo') return { kind: 'vimeo', id: value.id, source: `https://vimeo.com/${value.id}` };
  return null;
}

function toItem(title: string, data: Data): RecommendationItem {
  const ownSlug = trimmedText(data.field_slug);
  return {
    slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(ownSlug) ? ownSlug : slugify(title),
    title,
    label: trimmedText(data.field_label),
    text: isRecord(data.field_text) ? trimmedText(data.field_text.value) : '',
    image: toImage(data.field_image),
    video: toVideo(data.field_video),
    primaryLink: link(data.field_primary_link),
    secondaryLink: link(data.field_secondary_link),
  };
}

/**
 * The overview's own groups in their order, each with the items that name its key; items
 * without a known group end up in a last group without a title.
 */
function group(overview: Data, items: { group: string; item: RecommendationItem }[]): RecommendationGroup[] {
  const defined = (Array.isArray(overview.field_recommendation_groups) ? overview.field_recommendation_groups : [])
    .filter(isRecord)
    .map((g) => ({ key: trimmedText(g.key), title: trimmedText(g.title), subtitle: trimmedText(g.subtitle) }));
  const known = new Set(defined.map((g) => g.key));
  const groups = defined.map((g) => ({
    title: g.title,
    subtitle: g.subtitle,
    items: items.filter((entry) => entry.group === g.key).map((entry) => entry.item),
  }));
  const rest = items.filter((entry) => !known.has(entry.group)).map((entry) => entry.item);
  if (rest.length > 0) groups.push({ title: '', subtitle: '', items: rest });
  return groups.filter((g) => g.items.length > 0);
}

function create(db: Db) {
  return {
    /** The groups of a published recommendation overview, or null when there is none. */
    async itemsOf(overviewPageId: number): Promise<RecommendationGroup[] | null> {
      const { rows } = await db.query<{ data: Data }>(OVERVIEW_SQL, [overviewPageId]);
      const overview = rows[0]?.data;
      if (!overview) return null;
      const { rows: itemRows } = await db.query<{ title: string; data: Data }>(ITEMS_SQL, [overviewPageId]);
      const seen = new Set<string>();
      const items: { group: string; item: RecommendationItem }[] = [];
      for (const row of itemRows) {
        const item = toItem(row.title, row.data);
        // The slug is the item's address (?item=), so the first of two equal slugs wins.
        if (item.slug === '' || seen.has(item.slug)) continue;
        seen.add(item.slug);
        items.push({ group: trimmedText(row.data.field_recommendation_group), item });
      }
      return group(overview, items);
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('recommendationsRepository', create(app.db));
  },
  { name: 'recommendations-repository', dependencies: ['database'] },
);
