import { act, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { mountStandaloneAdmin } from '../standalone-admin';

const mounted: Array<{ unmount(): void }> = [];
afterEach(() => {
  act(() => mounted.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

function mountAt(path: string) {
  window.history.pushState(null, '', path);
  const element = document.createElement('div');
  document.body.append(element);
  act(() => {
    mounted.push(
      mountStandaloneAdmin(element, {
        routes: (
          <>
            <Route path="/admin/studios/:studioId/*" element={<h1>Studio area</h1>} />
            <Route path="/admin/jobs/:jobId/*" element={<h1>Job area</h1>} />
          </>
        ),
        home: '/admin/studios/1',
      }),
    );
  });
}

test("a remote run alone answers /login with its own sign-in and shows its mounts where the shell would", async () => {
  mountAt('/login');
  expect(await screen.findByText('Log in (standalone development)')).toBeInTheDocument();
  act(() => mounted.splice(0).forEach((root) => root.unmount()));
  mountAt('/admin/jobs/4/overview');
  expect(await screen.findByRole('heading', { name: 'Job area' })).toBeInTheDocument();
});

test('any other path goes home', async () => {
  mountAt('/somewhere/else');
  expect(await screen.findByRole('heading', { name: 'Studio area' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin/studios/1');
});
