import { lazyPage, RouteTabs } from '@shutterday/ui';
import { Navigate, type RouteObject } from 'react-router';

/** What studios can sell: products, shipping, order services and the product catalog with its tabs. */
export const catalogRoutes: RouteObject[] = [
  { path: 'products', element: lazyPage(() => import('./products-list')) },
  { path: 'products/:productId', element: lazyPage(() => import('./product-edit')) },
  { path: 'shipping-options', element: lazyPage(() => import('./shipping-options-list')) },
  { path: 'shipping-options/:shippingOptionId', element: lazyPage(() => import('./shipping-option-edit')) },
  { path: 'order-services', element: lazyPage(() => import('./order-services-list')) },
  { path: 'order-services/:orderServiceId', element: lazyPage(() => import('./order-service-edit')) },
  {
    path: 'product-catalog',
    element: <RouteTabs label="Product catalog" tabs={[{ path: 'items', label: 'Items' }, { path: 'tags', label: 'Tags' }]} />,
    children: [
      { index: true, element: <Navigate to="items" replace /> },
      { path: 'items', element: lazyPage(() => import('./catalog-items-list')) },
      { path: 'tags', element: lazyPage(() => import('./catalog-tags')) },
    ],
  },
  { path: 'product-catalog/items/:catalogItemId', element: lazyPage(() => import('./catalog-item-edit')) },
];
