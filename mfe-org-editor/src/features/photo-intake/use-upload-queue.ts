import { type ImageUploadResult } from '@shutterday/domain/staff';
import { isApiError, NETWORK_ERROR_MESSAGE } from '@shutterday/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

export type UploadState = 'waiting' | 'uploading' | 'done' | 'duplicate' | 'failed';

export interface UploadItem {
  uid: string;
  file: File;
  state: UploadState;
  percent: number;
  error: string | null;
  matched: boolean | null;
}

/** Uploads at once: enough to keep the line busy, few enough that one slow file does not starve the rest. */
export const UPLOAD_CONCURRENCY = 4;

type Send = (file: File, onProgress: (percent: number) => void) => Promise<ImageUploadResult>;

/**
 * The intake queue: files wait, at most UPLOAD_CONCURRENCY upload at a time, each reports its progress,
 * and a failed one keeps its file for a retry. A retry of a file the server already has (the answer was
 * lost with the network) comes back as `duplicate`, never as a second photo.
 */
export function useUploadQueue(send: Send, onSettled: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const running = useRef(new Set<string>());
  const sendRef = useRef(send);
  sendRef.current = send;
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;

  const patch = useCallback((uid: string, change: Partial<UploadItem>) => setItems((list) => list.map((item) => (item.uid === uid ? { ...item, ...change } : item))), []);

  useEffect(() => {
    const free = UPLOAD_CONCURRENCY - running.current.size;
    const next = items.filter((item) => item.state === 'waiting' && !running.current.has(item.uid)).slice(0, Math.max(free, 0));
    for (const item of next) {
      running.current.add(item.uid);
      patch(item.uid, { state: 'uploading', percent: 0, error: null });
      sendRef.current(item.file, (percent) => patch(item.uid, { percent }))
        .then((result) => patch(item.uid, { state: result.duplicate ? 'duplicate' : 'done', percent: 100, matched: result.image.subjectId !== null || result.image.groupId !== null }))
        .catch((error: unknown) => patch(item.uid, { state: 'failed', error: isApiError(error) ? error.errors.join(' ') : NETWORK_ERROR_MESSAGE }))
        .finally(() => {
          running.current.delete(item.uid);
          settledRef.current();
        });
    }
  }, [items, patch]);

  const add = useCallback((files: File[]) => {
    setItems((list) => [...list, ...files.map((file, i) => ({ uid: `${Date.now()}-${list.length + i}-${file.name}`, file, state: 'waiting' as const, percent: 0, error: null, matched: null }))]);
  }, []);
  const retry = useCallback((uid: string) => patch(uid, { state: 'waiting', error: null }), [patch]);
  const retryFailed = useCallback(() => setItems((list) => list.map((item) => (item.state === 'failed' ? { ...item, state: 'waiting', error: null } : item))), []);
  const clearFinished = useCallback(() => setItems((list) => list.filter((item) => item.state !== 'done' && item.state !== 'duplicate')), []);

  return { items, add, retry, retryFailed, clearFinished };
}

/** Overall progress: finished files count whole, uploading ones by their percent. */
export function overallPercent(items: UploadItem[]): number {
  if (items.length === 0) return 0;
  const sum = items.reduce((total, item) => total + (item.state === 'done' || item.state === 'duplicate' ? 100 : item.state === 'uploading' ? item.percent : 0), 0);
  return Math.floor(sum / items.length);
}
