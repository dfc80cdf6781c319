import { render } from '@testing-library/react';
import { PageTitle } from '../page-title';

test('a route title is followed by the product name', () => {
  render(<PageTitle title="Studios" />);
  expect(document.title).toBe('Studios - Shutterday');
});

test('without a title the product name stands alone', () => {
  render(<PageTitle />);
  expect(document.title).toBe('Shutterday');
});
