import { text } from '@alz/shared/wire/read';
import { toCards, type CardModel } from '../grid-shared/card-model';

export interface HomepageBannerModel {
  title: string;
  banners: CardModel[];
}

/**
 * Wire: { field_title, field_items: [{ field_title, field_intro, field_label, field_image, field_link }] }.
 * spec 1 §2.4: three banners from the data; the fourth, fixed item is added by the component.
 */
export const toHomepageBanner = (p: Record<string, unknown>): HomepageBannerModel | null => {
  const banners = toCards(p.field_items)
    .filter((banner) => banner.link)
    .slice(0, 3);
  return banners.length > 0 ? { title: text(p.field_title), banners } : null;
};
