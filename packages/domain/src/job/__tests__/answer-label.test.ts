import { answerLabel, YEARBOOK_POSE_FIELD } from '../preorder-fields';

test("staff read an order's answers by the job field's label, the yearbook pose by its name, anything else as sent", () => {
  const fields = [{ name: 'teacher', label: "Teacher's name" }];
  expect(answerLabel('teacher', fields)).toBe("Teacher's name");
  expect(answerLabel(YEARBOOK_POSE_FIELD, fields)).toBe('Yearbook pose');
  expect(answerLabel('shirtSize', fields)).toBe('shirtSize');
});
