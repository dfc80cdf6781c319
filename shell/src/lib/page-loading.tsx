/** The loading state of a route or an area, in plain markup so the public pages need no antd. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ display: 'grid', placeItems: 'center', minHeight: '40vh', color: '#555' }}>
      Loading…
    </div>
  );
}
