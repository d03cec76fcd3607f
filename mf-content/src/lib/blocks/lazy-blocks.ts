import { lazy } from 'react';
import { toAside } from './aside/aside-model';
import { defineBlock } from './block-definition';
import { toCollectionForm } from './collection-form/to-collection-form';
import { toDonationWidget } from './donation-widget/to-donation-widget';
import { toIframe } from './iframe/to-iframe';
import { toTimeline } from './timeline/timeline-model';
import { toFollowUs } from './follow-us/follow-us-model';
import { toMediaGallery } from './media-gallery/media-gallery-model';
import { toLogoWall } from './logo-wall/logo-wall-model';
import { toImpact } from './impact/impact-model';

// Blocks that few pages have and that weigh more than most: their view loads with the first page
// that shows one, not with every page of mf-content (page weight: the home page stays within its
// first-load budget with mf-search's header search added; the aside is as rare).
// The timeline, the media gallery, the logo wall, the impact figures and the follow-us links are
// parts further down a page, not what a page opens with. The transformers stay here: they are
// small and decide whether a block shows at all.

export const donationWidgetBlock = defineBlock({
  bundle: 'donation_widget',
  transform: toDonationWidget,
  Component: lazy(() => import('./donation-widget/donation-widget').then((m) => ({ default: m.DonationWidget }))),
  lazy: true,
});

export const collectionFormBlock = defineBlock({
  bundle: 'collection_form',
  transform: toCollectionForm,
  Component: lazy(() => import('./collection-form/collection-form').then((m) => ({ default: m.CollectionForm }))),
  lazy: true,
});

export const iframeBlock = defineBlock({
  bundle: 'iframe',
  transform: toIframe,
  Component: lazy(() => import('./iframe/iframe-block').then((m) => ({ default: m.IframeBlock }))),
  lazy: true,
});

export const asideBlock = defineBlock({
  bundle: 'aside',
  transform: toAside,
  Component: lazy(() => import('./aside/aside').then((m) => ({ default: m.Aside }))),
  lazy: true,
});

export const timelineBlock = defineBlock({
  bundle: 'timeline',
  transform: toTimeline,
  Component: lazy(() => import('./timeline/timeline').then((m) => ({ default: m.Timeline }))),
  lazy: true,
});

export const followUsBlock = defineBlock({
  bundle: 'follow_us',
  transform: toFollowUs,
  Component: lazy(() => import('./follow-us/follow-us').then((m) => ({ default: m.FollowUs }))),
  lazy: true,
});

export const mediaGalleryBlock = defineBlock({
  bundle: 'media_gallery',
  transform: toMediaGallery,
  Component: lazy(() => import('./media-gallery/media-gallery').then((m) => ({ default: m.MediaGallery }))),
  lazy: true,
});

export const logoWallBlock = defineBlock({
  bundle: 'logo_wall',
  transform: toLogoWall,
  Component: lazy(() => import('./logo-wall/logo-wall').then((m) => ({ default: m.LogoWall }))),
  lazy: true,
});

export const impactBlock = defineBlock({
  bundle: 'impact',
  transform: toImpact,
  Component: lazy(() => import('./impact/impact').then((m) => ({ default: m.Impact }))),
  lazy: true,
});
