import { pageTitle } from '@shutterday/domain';
import { useEffect } from 'react';

/**
 * Sets the document title (spec §1: "{route title} - {product}"). Customer pages do not use the ui
 * package's PageTitle: importing @shutterday/ui would load antd, which the lean customer pages avoid.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
