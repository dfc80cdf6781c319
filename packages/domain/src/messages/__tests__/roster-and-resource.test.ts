import { notFoundMessage } from '../resource';
import { ROSTER_MESSAGES } from '../roster';

test('the roster and resource refusals name what was refused', () => {
  expect(notFoundMessage('Workflow')).toBe('Workflow not found');
  expect(ROSTER_MESSAGES.accessCodeTaken('AVA1')).toBe('Access code AVA1 is already used by another subject of this job');
  expect(ROSTER_MESSAGES.externalIdTaken('S-9')).toBe('Another subject of this job already has the external id S-9');
  expect(ROSTER_MESSAGES.groupNameTaken('Grade 1')).toBe('This job already has a group named Grade 1');
  expect(ROSTER_MESSAGES.sameRowTwice(3, 1)).toBe('subjects.3: Same subject as subjects.1');
  expect(ROSTER_MESSAGES.sameCodeTwice(4, 2)).toBe('subjects.4: Same access code as subjects.2');
});
