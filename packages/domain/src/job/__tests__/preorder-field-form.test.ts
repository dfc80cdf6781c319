import * as v from 'valibot';
import { answersFromLines, fromPreorderFieldRow, nameFromLabel, PreorderFieldRow, toPreorderFieldRow } from '../preorder-field-form';

describe('a preorder field as staff type it', () => {
  it('keeps a choice’s answers one per line, and a text field none', () => {
    expect(answersFromLines(' Youth S \n\nYouth M\n')).toEqual(['Youth S', 'Youth M']);
    const size = { name: 'size', label: 'Size', required: true, type: 'choice' as const, options: ['S', 'M'] };
    expect(toPreorderFieldRow(size)).toEqual({ ...size, options: 'S\nM' });
    expect(fromPreorderFieldRow(toPreorderFieldRow(size))).toEqual(size);
    expect(fromPreorderFieldRow({ name: ' note ', label: ' Note ', required: false, type: 'text', options: 'left over' })).toEqual({ name: 'note', label: 'Note', required: false, type: 'text', options: [] });
  });

  it('offers a key from the question and asks two answers of a choice', () => {
    expect(nameFromLabel('T-shirt size')).toBe('t_shirt_size');
    expect(nameFromLabel('2nd language')).toBe('nd_language');
    const issues = v.safeParse(PreorderFieldRow, { name: 'size', label: 'Size', required: false, type: 'choice', options: 'Only one' }).issues ?? [];
    expect(issues.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['options', 'A choice field needs at least two answers, one per line']]);
  });
});
