import { ERROR_MESSAGES, fieldErrorText, formAlertText, toastErrorText } from '..';

describe('the error catalogue', () => {
  it('words the messages as spec §8', () => {
    expect(ERROR_MESSAGES.authenticationFailed).toBe('Failed to authenticate');
    expect(ERROR_MESSAGES.workflowsFetchFailed).toBe('Failed to fetch workflows');
    expect(ERROR_MESSAGES.workflowDeleteFailed(12)).toBe('Failed to delete workflow with ID 12');
    expect(ERROR_MESSAGES.genericError).toBe('An error occurred');
  });

  it.each([
    ['Boom', 'Boom'],
    [[], ''],
    [['Boom'], 'Boom'],
    [['First', 'Second'], 'Oops:\nFirst\nSecond'],
  ])('toastErrorText(%j) is %j', (errors, text) => {
    expect(toastErrorText(errors)).toBe(text);
  });

  it.each([
    ['Bad', 'Bad', 'Bad'],
    [['A', 'B'], 'A\nB', 'A, B'],
  ])('form alert and field error of %j', (error, alert, field) => {
    expect(formAlertText(error)).toBe(alert);
    expect(fieldErrorText(error)).toBe(field);
  });
});
