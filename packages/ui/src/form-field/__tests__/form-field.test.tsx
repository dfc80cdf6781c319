import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { FormField } from '../form-field';

const Schema = v.object({ email: v.pipe(v.string(), v.nonEmpty('This field is required')) });

function Form() {
  const { control, handleSubmit } = useForm({ resolver: valibotResolver(Schema), defaultValues: { email: '' } });
  return (
    <form onSubmit={handleSubmit(() => undefined)}>
      <FormField control={control} name="email" label="Email">
        {(field) => <input {...field} value={String(field.value)} />}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

test('the label names the input and the error shows as small text under it', async () => {
  render(<Form />);
  const input = screen.getByLabelText('Email');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('This field is required');
  await userEvent.type(input, 'a@b.c');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
});
