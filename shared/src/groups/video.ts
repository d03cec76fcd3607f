// The video player (see core.ts), in the shell's 'alz-video' file: loaded with the first video.
export * as ui_video_player from '../ui/video-player';
