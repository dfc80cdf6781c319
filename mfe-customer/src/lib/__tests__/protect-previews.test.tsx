import { fireEvent, render, screen } from '@testing-library/react';
import { refusePreviewSave } from '../protect-previews';

function Page() {
  return (
    <main onContextMenu={refusePreviewSave} onDragStart={refusePreviewSave}>
      <img src="/api/customer/images/1/preview" alt="Preview of Ava" />
      <canvas aria-label="Print preview" />
      <a href="/demo/11/cart">Cart</a>
      <section data-save-allowed>
        <img src="/api/customer/downloads/abc" alt="Your paid photo" />
      </section>
    </main>
  );
}

describe('right-click protection of the customer pages (spec §6)', () => {
  it('refuses the context menu and dragging on a preview and a drawn print, but not on links or a paid download', () => {
    render(<Page />);
    // fireEvent answers false when the page cancelled the event (no browser menu, no drag).
    expect(fireEvent.contextMenu(screen.getByAltText('Preview of Ava'))).toBe(false);
    expect(fireEvent.dragStart(screen.getByAltText('Preview of Ava'))).toBe(false);
    expect(fireEvent.contextMenu(screen.getByLabelText('Print preview'))).toBe(false);
    expect(fireEvent.contextMenu(screen.getByRole('link', { name: 'Cart' }))).toBe(true);
    expect(fireEvent.contextMenu(screen.getByAltText('Your paid photo'))).toBe(true);
  });
});
