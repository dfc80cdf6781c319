import { useWatermark, useWatermarkActions, useWatermarkSample } from '@shutterday/api-client/staff';
import { DEFAULT_WATERMARK, type WatermarkView } from '@shutterday/domain/staff';
import '../../test-support/message-channel';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { WatermarkEditor } from '../watermark-editor';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useWatermark: jest.fn(), useWatermarkActions: jest.fn(), useWatermarkSample: jest.fn() }));

// A form filled key by key: more than jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

const save = jest.fn();
const uploadPicture = jest.fn();
const remove = jest.fn();
const view = (change: Partial<WatermarkView> = {}): WatermarkView => ({ source: 'platform', settings: DEFAULT_WATERMARK, hasPicture: false, previews: { total: 240, remaining: 0 }, ...change });

function setup(current: WatermarkView, scope: 'platform' | { studioId: number } = 'platform') {
  jest.mocked(useWatermark).mockReturnValue({ data: current, isPending: false, isError: false, status: 'success' } as never);
  render(
    <PlatformProviders>
      <WatermarkEditor scope={scope} />
    </PlatformProviders>,
  );
}

beforeEach(() => {
  save.mockReset().mockResolvedValue(view());
  uploadPicture.mockReset().mockResolvedValue(view({ hasPicture: true }));
  remove.mockReset().mockResolvedValue(view({ source: 'default' }));
  jest.mocked(useWatermarkActions).mockReturnValue({ save: { mutateAsync: save }, uploadPicture: { mutateAsync: uploadPicture, isPending: false }, remove: { mutateAsync: remove } } as never);
  jest.mocked(useWatermarkSample).mockReturnValue({ data: undefined, isError: false } as never);
});

test('saves new words for the mark and says the proofs are being re-marked', async () => {
  setup(view());
  const words = screen.getByRole('textbox', { name: 'Words' });
  await userEvent.clear(words);
  await userEvent.type(words, 'SAMPLE · {{studio}');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(save).toHaveBeenCalledWith({ ...DEFAULT_WATERMARK, text: 'SAMPLE · {studio}' }));
  expect(await screen.findByText('Watermark saved: proofs are being re-marked')).toBeInTheDocument();
});

test('offers a picture mark only once a picture is uploaded, and uploads the chosen PNG', async () => {
  setup(view());
  expect(screen.getByRole('radio', { name: 'Picture' })).toBeDisabled();
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, file);
  await waitFor(() => expect(uploadPicture).toHaveBeenCalledWith(expect.objectContaining({ name: 'logo.png' })));
  expect(await screen.findByText('Picture uploaded: proofs are being re-marked with it')).toBeInTheDocument();
});

test('shows how far the re-marking has got', () => {
  setup(view({ previews: { total: 240, remaining: 60 } }));
  expect(screen.getByText('Re-marking proofs in the background: 180 of 240 done')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Proofs re-marked' })).toHaveAttribute('aria-valuenow', '75');
});

test("a studio removes its own mark only after confirming, and is told the platform's mark applies otherwise", async () => {
  setup(view({ source: 'studio' }), { studioId: 1 });
  expect(screen.getByText('Your proofs carry your studio’s own mark.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: "Use the platform's mark" }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText("Use the platform's mark again?").length).toBeGreaterThan(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(remove).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: "Use the platform's mark" }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove the mark' }));
  await waitFor(() => expect(remove).toHaveBeenCalled());
});

test("a studio without its own mark is told the platform's applies, with nothing to remove", () => {
  setup(view({ source: 'platform', hasPicture: true }), { studioId: 1 });
  expect(screen.getByText('Your proofs carry the platform’s mark. Save a mark of your own to replace it on your photos.')).toBeInTheDocument();
  // The platform's picture is not the studio's: a picture mark of its own needs its own upload.
  expect(screen.getByRole('radio', { name: 'Picture' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Upload a picture' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: "Use the platform's mark" })).not.toBeInTheDocument();
});
