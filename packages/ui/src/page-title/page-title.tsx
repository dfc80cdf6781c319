import { useEffect, useLayoutEffect } from 'react';
import { dismissFirstPaint } from '../first-paint/first-paint';
import { DEFAULT_PRODUCT_NAME, pageTitle } from '@shutterday/domain';

export const PRODUCT_NAME = DEFAULT_PRODUCT_NAME;

/** Sets document.title to "{title} - Shutterday", or "Shutterday" alone without a title (spec §1). */
export function usePageTitle(title?: string | null): void {
  // A page that names itself is rendered: it replaces the server's first paint before the screen updates.
  useLayoutEffect(dismissFirstPaint, []);
  useEffect(() => {
    document.title = pageTitle(title, PRODUCT_NAME);
  }, [title]);
}

export function PageTitle({ title }: { title?: string | null }) {
  usePageTitle(title);
  return null;
}
