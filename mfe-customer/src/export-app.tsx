import type { RemoteAppProps } from '@shutterday/ui';
import { CustomerRoutes } from './app/customer-routes';
import { BasenameContext } from './lib/basename-context';
import './app/customer.css';

/**
 * The customer remote's one exposed module (`./App`). The shell mounts it at `/:studioSlug/*` inside
 * its own router and providers. Only a type comes from @shutterday/ui: loading that package at run
 * time would bring antd, which the customer pages leave out to stay light on phones.
 */
export default function App({ basename }: RemoteAppProps) {
  return (
    <BasenameContext.Provider value={basename}>
      <div className="sdc-app">
        <CustomerRoutes />
      </div>
    </BasenameContext.Provider>
  );
}
