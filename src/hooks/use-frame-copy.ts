import { useEffect } from 'react';
import { frameCopyKey, type FrameCopy } from '../lib/frame';
import { getDraft, removeDraft, setDraft } from '../lib/storage/draft-store';
import { useFlowPath } from './use-flow';

const drop = (key: string) => getDraft(key) !== undefined && removeDraft(key);

/**
 * Keeps what the screen `screen` draws of its frame (lib/frame's FrameCopy; null: a state its frame
 * does not draw) as a draft of the link, so the frame painted before the app's code the next time
 * it opens (src/app/before-app) paints what the screen showed, decided by this render and no other
 * rule. Deleted when the screen closes (the worker went on: the next open is another screen), unless
 * `kept` (the question a new session asks, which its screen never shows in the session that keeps it).
 */
export function useFrameCopy(screen: string, copy: FrameCopy | null, kept = false): void {
  const key = frameCopyKey(screen, useFlowPath().base);
  const text = copy && JSON.stringify(copy);
  useEffect(() => {
    if (text === null) drop(key);
    else if (JSON.stringify(getDraft(key)) !== text) setDraft(key, JSON.parse(text));
  }, [key, text]);
  useEffect(() => (kept ? undefined : () => void drop(key)), [key, kept]);
}
