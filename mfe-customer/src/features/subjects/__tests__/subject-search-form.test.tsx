import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBJECT_SEARCH_MESSAGE } from '@shutterday/domain';
import { SubjectSearchForm } from '../components/subject-search-form';

describe('SubjectSearchForm', () => {
  it('refuses a first name alone with the privacy rule, and searches nothing', async () => {
    const onSearch = jest.fn();
    render(<SubjectSearchForm onSearch={onSearch} pending={false} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ava');
    await userEvent.click(screen.getByRole('button', { name: 'Find photos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBJECT_SEARCH_MESSAGE);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with both names, trimmed, and clears the earlier message', async () => {
    const onSearch = jest.fn();
    render(<SubjectSearchForm onSearch={onSearch} pending={false} />);
    await userEvent.type(screen.getByLabelText('First name'), ' Ava ');
    await userEvent.click(screen.getByRole('button', { name: 'Find photos' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Last name'), 'Johnson');
    await userEvent.click(screen.getByRole('button', { name: 'Find photos' }));
    expect(onSearch).toHaveBeenCalledWith({ code: '', firstName: 'Ava', lastName: 'Johnson' }, { code: '', firstName: ' Ava ', lastName: 'Johnson' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searches with the access code alone', async () => {
    const onSearch = jest.fn();
    render(<SubjectSearchForm onSearch={onSearch} pending={false} />);
    await userEvent.type(screen.getByLabelText('Access code'), ' ab12cd34 ');
    await userEvent.click(screen.getByRole('button', { name: 'Find photos' }));
    expect(onSearch).toHaveBeenCalledWith({ code: 'ab12cd34', firstName: '', lastName: '' }, expect.objectContaining({ code: ' ab12cd34 ' }));
  });

  it('opens with what the boxes held before and reports every keystroke, so a reload loses nothing', async () => {
    const onFieldsChange = jest.fn();
    render(<SubjectSearchForm onSearch={jest.fn()} pending={false} initialFields={{ code: '', firstName: 'Ava', lastName: 'Jo' }} onFieldsChange={onFieldsChange} />);
    expect(screen.getByLabelText('First name')).toHaveValue('Ava');
    await userEvent.type(screen.getByLabelText('Last name'), 'h');
    expect(onFieldsChange).toHaveBeenLastCalledWith({ code: '', firstName: 'Ava', lastName: 'Joh' });
  });
});
