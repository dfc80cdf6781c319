import { answersFitting, SCHOOL_GRADES } from '../grade-options';

describe("a grade question's answers for the organization", () => {
  it("offers a school the grades of its level, read from its name", () => {
    expect(answersFitting(SCHOOL_GRADES, { name: 'Maple High', type: 'school' })).toEqual(['9', '10', '11', '12']);
    expect(answersFitting(SCHOOL_GRADES, { name: 'Oak Middle School', type: 'school' })).toEqual(['6', '7', '8']);
    expect(answersFitting(SCHOOL_GRADES, { name: 'Lincoln Elementary', type: 'school' })).toEqual(['Pre-K', 'Kindergarten', '1', '2', '3', '4', '5']);
  });

  it('keeps every answer when the level is unknown, for a sports organization and for other questions', () => {
    expect(answersFitting(SCHOOL_GRADES, { name: 'Saint Mary', type: 'school' })).toEqual([...SCHOOL_GRADES]);
    expect(answersFitting(SCHOOL_GRADES, { name: 'Riverside High Tigers', type: 'sport' })).toEqual([...SCHOOL_GRADES]);
    expect(answersFitting(['Youth S', 'Adult M'], { name: 'Maple High', type: 'school' })).toEqual(['Youth S', 'Adult M']);
    // A question of elementary grades only keeps them for a high school rather than offering nothing.
    expect(answersFitting(['Kindergarten', '1'], { name: 'Maple High', type: 'school' })).toEqual(['Kindergarten', '1']);
    expect(answersFitting(SCHOOL_GRADES, null)).toEqual([...SCHOOL_GRADES]);
  });
});
