import { useEffect } from 'react';
import { DEFAULT_PRODUCT_NAME, pageTitle } from '@shutterday/domain';

// The ui package has PageTitle too, but importing it loads antd, which the lean public pages avoid.
export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title, DEFAULT_PRODUCT_NAME);
  }, [title]);
}
