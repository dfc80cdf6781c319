import { parentWords } from '..';

describe("parents' words", () => {
  it('speaks of the child, and of the school or the team that keeps the names', () => {
    expect(parentWords('school')).toEqual({ person: 'child', people: 'children', namesHeldBy: 'the school' });
    expect(parentWords('sport')).toEqual({ person: 'child', people: 'children', namesHeldBy: 'the team' });
  });
});
