import { lazy, Suspense } from 'react';
import type { VideoPlayerProps } from '@alz/shared/ui/video-player';
import listStyles from '../block-list.module.css';

// The player (with its frame, commands and styles) loads with the first video a page shows, not
// with every page of mf-content (below-the-fold pieces load on demand). The address it
// plays is checked before, with the page's data (@alz/shared/media/video-url).
const VideoPlayer = lazy(() => import('@alz/shared/ui/video-player').then((m) => ({ default: m.VideoPlayer })));

/** The shared video player, keeping some room while its code loads, like a block that loads late. */
export function LazyVideoPlayer(props: VideoPlayerProps) {
  return (
    <Suspense fallback={<div className={listStyles.loading} />}>
      <VideoPlayer {...props} />
    </Suspense>
  );
}
