import type { DrupalNode } from '@alz/shared/wire/drupal';
import { int, safeHref, text } from '@alz/shared/wire/read';

export interface QuizEmbed {
  src: string;
  title: string;
  height: number;
}

// The quiz and interactive-content services the site embeds (spec 1 §7 "outbound links").
const QUIZ_HOSTS = ['riddle.com', 'interacty.me'];

const isQuizHost = (host: string) => QUIZ_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));

/** The quiz to embed, or null: then the page shows its blocks instead. */
export function toQuizEmbed(node: DrupalNode): QuizEmbed | null {
  const src = safeHref(node.field_quiz_url);
  if (!src || !/^https:\/\//i.test(src)) return null;
  let host: string;
  try {
    host = new URL(src).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (!isQuizHost(host)) return null;
  const height = int(node.field_quiz_height, 640);
  // Out-of-range heights would make the frame unusable; they fall back to the usual height.
  return { src, title: text(node.title), height: height >= 200 && height <= 2000 ? height : 640 };
}
