import { notFoundMessage } from '../resource';
import { ROSTER_MESSAGES } from '../roster';

test('the roster and resource refusals name what was refused', () => {
  expect(notFoundMessage('Workflow')).toBe('Workflow not found');
  expect(ROSTER_MESSAGES.accessCodeTaken('AVA1')).toBe('Access code AVA1 is already used by another subject of this job');
  expect(ROSTER_MESSAGES.externalIdTaken('S-9')).toBe('Another subject of this job already has the external id S-9');
  expect(ROSTER_MESSAGES.groupNameTaken('Grade 1')).toBe('This job already has a group named Grade 1');
  expect(ROSTER_MESSAGES.sameRowTwice('subjects.3', 'subjects.1')).toBe('subjects.3: Same subject as subjects.1');
  expect(ROSTER_MESSAGES.sameCodeTwice('Row 25', 'Row 2')).toBe('Row 25: Same access code as row 2');
  expect(ROSTER_MESSAGES.importRowCodeTaken('Row 9', 'AB12')).toBe('Row 9: Access code AB12 is already used by another subject of this job');
});
