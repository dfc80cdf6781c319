import '@shutterday/ui/test-support/message-channel';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProviders } from '@shutterday/ui';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PrefieldsSettingsForm } from '../components/prefields-settings-form';
import { PreorderSettingsForm } from '../components/preorder-settings-form';
import { GeneralSettingsForm } from '../components/general-settings-form';
import { GallerySettingsForm } from '../components/gallery-settings-form';

const wrap = (ui: React.ReactNode) => render(<PlatformProviders>{ui}</PlatformProviders>);

// antd's Select and several typed fields take seconds on a shared 2-core machine.
jest.setTimeout(30_000);

describe('job settings forms', () => {
  it('general: sends the typed values with the record version; a blank access code is none', async () => {
    const save = jest.fn().mockResolvedValue({});
    wrap(
      <MemoryRouter initialEntries={['/admin/studios/7/jobs/12/settings/general']}>
        <Routes>
          <Route path="/admin/studios/:studioId/jobs/:jobId/settings/general" element={<GeneralSettingsForm settings={{ name: 'Maple Fall', pictureDay: null, accessCode: 'OLD1', rspoJob: false, published: false, recordVersion: 3 }} save={save} onReload={jest.fn()} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText(/not published yet/)).toBeInTheDocument();
    // Publishing is on the job's overview, and the page says so with a link there.
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/admin/studios/7/jobs/12/overview');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Access code (optional)' }));
    await userEvent.click(screen.getByLabelText('Restricted job'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ name: 'Maple Fall', pictureDay: null, accessCode: null, rspoJob: true, recordVersion: 3 });
    expect(await screen.findByText('General settings saved')).toBeInTheDocument();
  });

  it('preorder: refuses a last day before the first day without calling the server', async () => {
    const save = jest.fn();
    const { container } = wrap(<PreorderSettingsForm settings={{ prepayAvailable: true, importedData: false, opensOn: '2027-05-10', closesOn: null, recordVersion: 1 }} save={save} onReload={jest.fn()} />);
    const closes = container.querySelector('input[name="closesOn"]')!;
    await userEvent.type(closes, '2027-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The last day cannot be before the first day')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("gallery: sends the closing day of online ordering chosen on the calendar, names the studio's time zone, and refuses a day already past", async () => {
    const save = jest.fn().mockResolvedValue({});
    const settings = { galleryAvailable: true, enableYearBookPoseSelection: false, poseSelectionEndsOn: null, orderingClosesOn: null, isYearBookPoseSelectionExpired: false, recordVersion: 4 };
    const form = wrap(<GallerySettingsForm settings={settings} save={save} onReload={jest.fn()} timeZone="America/Chicago" />);
    expect(screen.getByText(/in the studio's time zone \(America\/Chicago\)/)).toBeInTheDocument();
    // A typed day is taken with Enter, as on the calendar; Enter also submits the form.
    await userEvent.type(screen.getByLabelText('Online ordering closes on (optional)'), '01/15/2020{enter}');
    expect(await screen.findByText('Online ordering cannot close before today')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    form.unmount();

    wrap(<GallerySettingsForm settings={settings} save={save} onReload={jest.fn()} timeZone="America/Chicago" />);
    await userEvent.type(screen.getByLabelText('Online ordering closes on (optional)'), '06/30/2099{enter}');
    expect(await screen.findByText('Gallery settings saved')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ galleryAvailable: true, enableYearBookPoseSelection: false, poseSelectionEndsOn: null, orderingClosesOn: '2099-06-30', recordVersion: 4 });
  });

  it('prefields: adds a choice field, names it from its question, and sends its answers as a list', async () => {
    const save = jest.fn().mockResolvedValue({});
    wrap(<PrefieldsSettingsForm settings={{ fields: [{ name: 'teacher', label: 'Teacher', required: true, type: 'text', options: [] }], recordVersion: 2 }} save={save} onReload={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    const second = within(screen.getByRole('group', { name: 'Field 2' }));
    await userEvent.type(second.getByRole('textbox', { name: 'Question' }), 'T-shirt size');
    await userEvent.tab();
    expect(second.getByRole('textbox', { name: 'Name in order exports' })).toHaveValue('t_shirt_size');
    await userEvent.click(second.getByRole('combobox', { name: 'Answer type' }));
    await userEvent.click(await screen.findByTitle('Choice'));
    await userEvent.type(second.getByRole('textbox', { name: 'Answers (one per line)' }), 'S{enter}M{enter}L');
    await userEvent.click(screen.getByRole('button', { name: 'Move up field 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({
      fields: [
        { name: 't_shirt_size', label: 'T-shirt size', required: false, type: 'choice', options: ['S', 'M', 'L'] },
        { name: 'teacher', label: 'Teacher', required: true, type: 'text', options: [] },
      ],
      recordVersion: 2,
    });
  });
});
