import { guessMapping, importRowName, mappingProblems, previewImport, refusedImportLines, type ColumnTarget } from '../subject-import';
import { subjectImportKey } from '../../roster/import-key';
import { targetForHeader } from '../../roster/subject-fields';

describe('roster import rules', () => {
  it('reads the spec §5 aliases and common headers, ignoring case and separators', () => {
    expect(['First Name', 'last_name', 'Phone Number', 'Date of Birth', 'DOB', 'Class', 'Student ID', 'Shoe size'].map(targetForHeader)).toEqual([
      'firstName', 'lastName', 'phone', 'birthday', 'birthday', 'group', 'externalId', null,
    ]);
  });

  it('needs both names mapped, each target once and named custom fields', () => {
    const mapping: ColumnTarget[] = [{ kind: 'subject', target: 'firstName' }, { kind: 'subject', target: 'firstName' }, { kind: 'custom', name: ' ' }];
    expect(mappingProblems(mapping)).toEqual([
      'Choose the column that holds the last name',
      'First name is chosen for more than one column',
      'Give every custom field a name',
    ]);
    expect(mappingProblems(guessMapping(['First', 'Surname']))).toEqual([]);
  });

  it('flags each bad row with its reason and keeps the good ones', () => {
    const mapping = guessMapping(['First name', 'Last name', 'Class', 'Access code', 'Phone']);
    mapping.push({ kind: 'custom', name: 'Jersey' });
    const preview = previewImport(
      [
        ['Ada', 'Lovelace', 'Room 1', 'ada-1', '555-0100', '7'],
        ['', 'Nameless', 'Room 1', '', '', ''],
        ['', '', '', '', '', ''],
        ['ADA ', 'lovelace', 'room 1', '', '', ''],
        ['Alan', 'Turing', '', 'x!', '', ''],
      ],
      mapping,
    );
    expect(preview.map(({ line, reason }) => [line, reason])).toEqual([
      [2, null],
      [3, 'First name: This field is required'],
      [5, 'Same subject as row 2'],
      [6, 'Access code: Use 4 to 40 letters, digits or dashes'],
    ]);
    expect(preview[0]!.row).toEqual({
      firstName: 'Ada', lastName: 'Lovelace', group: 'Room 1', accessCode: 'ADA-1', externalId: null, line: 2,
      fields: [{ name: 'phone', value: '555-0100' }, { name: 'Jersey', value: '7' }],
    });
  });

  it("refuses a later row with an earlier row's access code, naming the file's rows (the header is row 1)", () => {
    const mapping = guessMapping(['First name', 'Last name', 'Access code']);
    const rows = Array.from({ length: 24 }, (_, i) => [`Kid${i}`, 'Roster', i === 0 ? 'code-1' : '']);
    rows.push(['Other', 'Child', 'CODE-1 ']);
    const preview = previewImport(rows, mapping);
    expect(preview.filter((row) => row.reason).map(({ line, reason }) => [line, reason])).toEqual([[26, 'Same access code as row 2']]);
    expect(preview).toHaveLength(25);
  });

  it('reads the file rows an import refusal names, and names a row by its file row when known', () => {
    expect(refusedImportLines(['Row 25: Same access code as row 2', 'Row 9: Access code AB12 is already used by another subject of this job', 'Row 25: Same subject as row 3', 'Send at most 1000 subjects per request'])).toEqual([25, 9]);
    expect([importRowName(25, 3), importRowName(null, 3)]).toEqual(['Row 25', 'subjects.3']);
  });

  it('matches by external id when there is one, else by names and group', () => {
    expect(subjectImportKey({ externalId: ' S-9 ', firstName: 'A', lastName: 'B' })).toBe('id:s-9');
    expect(subjectImportKey({ firstName: ' Ada', lastName: 'LOVELACE', group: 'Room 1' })).toBe(subjectImportKey({ firstName: 'ada', lastName: 'Lovelace ', group: 'room 1' }));
  });
});
