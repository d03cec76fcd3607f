import { useEffect, useState, type RefObject } from 'react';

// A wrong message must never make the block vanish or push the page kilometres down.
const MIN_HEIGHT = 100;
const MAX_HEIGHT = 5000;

const asHeight = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= MIN_HEIGHT ? Math.min(Math.round(n), MAX_HEIGHT) : null;
};

/** The height an embed reports by postMessage: `{ height }`, as an object or as JSON text. */
export function heightFromMessage(data: unknown): number | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  return asHeight(record.height ?? record.frameHeight);
}

/**
 * Spec 1 §2.4: the iframe waits until its content is mounted, then takes that content's height.
 * Listening starts at once, because an embed may report its height while it is still loading;
 * the report is applied after the load event. Only messages from this frame's own window and
 * origin count.
 */
export function useEmbedHeight(
  frame: RefObject<HTMLIFrameElement | null>,
  url: string,
  initial: number,
  fixed: boolean,
) {
  const [reported, setReported] = useState<number | null>(null);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (fixed) return undefined;
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const next = heightFromMessage(event.data);
      if (next !== null) setReported(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [fixed, url, frame]);

  const height = !fixed && mounted && reported !== null ? reported : initial;
  return { height, onLoad: () => setMounted(true) };
}
