import {
  codeDestinationQuery, cartDetailsQuery, customerJobPagesQuery, customerJobQuery, customerStudioQuery, jobAvailabilityQuery, jobServicesQuery, orderLookupAtom,
} from '@shutterday/api-client';
import { LOADING_DELAY_MS, type CustomerStudio } from '@shutterday/domain';
import type { CodeDestination } from '@shutterday/domain/codes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import App from '../../export-app';
import { cartStateAtom } from '../../features/ordering/state/cart-state-atom';
import { foundSubjectsAtom } from '../../features/ordering/state/found-subjects-atom';
import { availability, cartDetails, cartLine, customerJob, jobServices, order, pkg, studio } from '../../test-support/fixtures';

// The shell's mount, as in production: `/:studioSlug/*` with the slug as basename. Server answers are
// put in the query cache beforehand, so these tests exercise the routes without any fetch.
function StudioArea() {
  const { studioSlug = '' } = useParams();
  return <App basename={`/${studioSlug}`} />;
}

function Where() {
  return <div data-testid="address">{useLocation().pathname}</div>;
}

interface RenderOptions {
  studioData?: CustomerStudio;
  kept?: boolean;
  archived?: boolean;
  /** What the server answers for a typed code on the studio page. */
  code?: [string, CodeDestination];
  /** The parent has not chosen an order method for the job yet. */
  unchosen?: boolean;
  cart?: ReturnType<typeof cartDetails>;
  /** The job's services have not arrived (their request is still on its way). */
  servicesPending?: boolean;
  /** Neither has the job nor its availability. */
  jobPending?: boolean;
}

/** A cart whose one line holds a printed 8x10 (catalogue item 10). */
const printedCart = () =>
  cartDetails({
    cartPackages: [{ ...cartLine(7, 1), cartPackageItems: pkg(1, 'Package A').items.map((item) => ({ ...item, packageItemId: item.id, frontendCropDimensions: null, imageNodes: [] })) }],
    packageNames: { 1: 'Package A' },
  });

function renderAt(path: string, { studioData = studio, kept = false, archived = false, code, unchosen = false, cart = cartDetails(), servicesPending = false, jobPending = false }: RenderOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(customerStudioQuery('demo').queryKey, studioData);
  client.setQueryData(customerJobPagesQuery({ studioId: 1 }).queryKey, {
    pages: [{ resultItems: [customerJob()], currentPage: 1, pageSize: 50, totalRecords: 1 }],
    pageParams: [1],
  });
  if (!jobPending) {
    client.setQueryData(customerJobQuery(11).queryKey, customerJob({ archived }));
    client.setQueryData(jobAvailabilityQuery(11).queryKey, availability({ archived }));
  }
  client.setQueryData(cartDetailsQuery(11, 'Prepay').queryKey, cart);
  if (!servicesPending) client.setQueryData(jobServicesQuery(1, 11).queryKey, jobServices);
  if (code) client.setQueryData(codeDestinationQuery(code[0], 'demo').queryKey, code[1]);
  const store = createStore();
  store.set(cartStateAtom, unchosen ? null : { jobId: 11, orderMethod: 'Prepay', packageCount: 0 });
  store.set(orderLookupAtom, kept ? { email: order.email, order } : null);
  render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/:studioSlug/*" element={<StudioArea />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return store;
}

describe('customer routes', () => {
  it('the bare slug is the studio landing with its published jobs', async () => {
    renderAt('/demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Photo Co' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lincoln Fall Picture Day' })).toHaveAttribute('href', '/demo/11/search');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('the cart of an open job loads after the session delay, under the studio banner', async () => {
    renderAt('/demo/11/cart');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the event…');
    expect(await screen.findByRole('heading', { name: 'Your cart' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/Your cart is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demo Photo Co' })).toHaveAttribute('href', '/demo');
  });

  it('mounts the page hidden beneath the loading flag, so its code and data load during that second', async () => {
    // Fake time: the flag's second passes only as the queries below advance it, whatever the host's speed.
    jest.useFakeTimers();
    try {
      renderAt('/demo/11/cart');
      const heading = await screen.findByRole('heading', { name: 'Your cart', hidden: true });
      expect(heading).not.toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent('Loading the event…');
      jest.advanceTimersByTime(LOADING_DELAY_MS);
      // The same page, not a new one: it shows as it was mounted.
      await waitFor(() => expect(heading).toBeVisible());
      expect(screen.queryByText('Loading the event…')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("opened at the cart, asks for the cart's first print while the job itself is still on its way", async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => {}));
    try {
      renderAt('/demo/11/cart', { cart: printedCart(), jobPending: true });
      expect(screen.getByRole('status')).toHaveTextContent('Loading the event…');
      // The page is not there yet (it needs the job), but its first print is on its way, first of all.
      const hint = await waitFor(() => {
        const link = document.head.querySelector('link[rel="preload"][as="image"]');
        expect(link).not.toBeNull();
        return link!;
      });
      expect(hint).toHaveAttribute('fetchpriority', 'high');
      expect(hint.getAttribute('imagesrcset')).toMatch(/^\/api\/customer\/jobs\/11\/print-preview\?item=10&.*w=120.* 120w, /);
      expect(hint).toHaveAttribute('imagesizes', '118px');
      expect(screen.queryByRole('heading', { name: 'Your cart', hidden: true })).not.toBeInTheDocument();
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it("shows the cart's lines and asks for its first preview first, without waiting for the job's services", async () => {
    const realFetch = globalThis.fetch;
    // Every other request (the job's services, the packages) stays on its way for the whole test.
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => {}));
    try {
      renderAt('/demo/11/cart', { cart: printedCart(), servicesPending: true });
      // Mounted beneath the loading flag, so the preview is asked for during its second.
      const preview = await screen.findByRole('img', { name: 'Preview of the 8x10 as it will print', hidden: true });
      expect(preview).toHaveAttribute('fetchpriority', 'high');
      expect(preview).toHaveAttribute('loading', 'eager');
      // Where Continue leads depends on the services: it waits for them, in its place.
      expect(screen.getByRole('button', { name: 'Continue', hidden: true })).toBeDisabled();
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it("the entry guard sends an archived job's cart to its unavailable page", async () => {
    renderAt('/demo/11/cart', { archived: true });
    expect(await screen.findByRole('heading', { name: 'Lincoln Fall Picture Day is not available' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/This event has closed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See this studio's other events" })).toHaveAttribute('href', '/demo');
  });

  it('the order page shows what the home page lookup kept', async () => {
    renderAt('/demo/11/order/100001', { kept: true });
    expect(await screen.findByRole('heading', { name: 'Order #100001' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Items' })).toBeInTheDocument();
  });

  it('the order page visited directly asks for the e-mail first', async () => {
    renderAt('/demo/11/order/100001');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a studio not open for ordering shows the spec message', async () => {
    renderAt('/demo', { studioData: { ...studio, rspoEnabled: false } });
    expect(await screen.findByRole('heading', { name: 'There was an error loading the studio' })).toBeInTheDocument();
  });

  it('an unknown page under the studio is not found', async () => {
    renderAt('/demo/11/nothing/here/at/all');
    expect(await screen.findByRole('heading', { name: "We couldn't find this page" })).toBeInTheDocument();
  });

  it("a child's code typed on the studio page opens that child's photos, with the token the server gave", async () => {
    const subject = { id: 5, firstName: 'Ava', lastName: 'Stone', groupName: 'Room 3', imageThumbnailUrl: null, subjectToken: 'signed' };
    const store = renderAt('/demo/code/K7QM-4XTR', { code: ['K7QM-4XTR', { studioSlug: 'demo', jobId: 11, subject }] });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/demo/11/subject/5/select-package'));
    expect(store.get(foundSubjectsAtom)[11]).toEqual([subject]);
  });

  it("a child's code asks how the parent orders before the packages when the job offers both, and keeps the answer", async () => {
    const subject = { id: 5, firstName: 'Ava', lastName: 'Stone', groupName: 'Room 3', imageThumbnailUrl: null, subjectToken: 'signed' };
    const store = renderAt('/demo/code/K7QM-4XTR', { code: ['K7QM-4XTR', { studioSlug: 'demo', jobId: 11, subject }], unchosen: true });
    const choice = await screen.findByRole('group', { name: 'How are you ordering?' });
    expect(screen.getByRole('heading', { name: /Choose a package\s*for Ava Stone/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pre-order (before picture day)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Order from the photo gallery' })).not.toBeChecked();
    expect(store.get(cartStateAtom)).toBeNull();
    fireEvent.click(within(choice).getByRole('radio', { name: 'Order from the photo gallery' }));
    expect(store.get(cartStateAtom)).toMatchObject({ jobId: 11, orderMethod: 'Gallery' });
  });

  it("a job's code opens the job's search page", async () => {
    renderAt('/demo/code/lincoln26', { code: ['lincoln26', { studioSlug: 'demo', jobId: 11, subject: null }] });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/demo/11/search'));
  });

  it("the studio's own code stays on the studio page with its events", async () => {
    renderAt('/demo/code/DEMO2026', { code: ['DEMO2026', { studioSlug: 'demo', jobId: null, subject: null }] });
    expect(await screen.findByRole('textbox', { name: 'Have a code?' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/demo/code/DEMO2026');
  });
});
