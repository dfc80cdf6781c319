import { checkSubjectSearch, SUBJECT_SEARCH_MESSAGE } from '..';

describe('checkSubjectSearch', () => {
  it('takes an access code alone, trimmed', () => {
    expect(checkSubjectSearch({ code: ' ab12cd34 ', firstName: '', lastName: '' })).toEqual({ ok: true, query: { code: 'ab12cd34', firstName: '', lastName: '' } });
  });

  it('takes both names, and refuses one name alone with the privacy rule', () => {
    expect(checkSubjectSearch({ firstName: ' Ava', lastName: 'Johnson ' })).toEqual({ ok: true, query: { firstName: 'Ava', lastName: 'Johnson' } });
    expect(checkSubjectSearch({ code: '', firstName: 'Ava', lastName: '' })).toEqual({ ok: false, message: SUBJECT_SEARCH_MESSAGE });
  });

  it('refuses a name over 60 characters with its own message', () => {
    expect(checkSubjectSearch({ firstName: 'A'.repeat(61), lastName: 'Johnson' })).toEqual({ ok: false, message: 'Use at most 60 characters' });
  });
});
