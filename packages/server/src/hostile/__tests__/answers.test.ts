import { dataAnswer, ErrorsAnswer } from '@shutterday/domain/answers';
import * as v from 'valibot';
import { fileAnswer, NO_CONTENT } from '../../http/answers';
import { answerCoverageProblems, answerProblem } from '../answers';
import type { HostileRoute } from '../route-table';

const route = (answers: Record<string, unknown>, url = '/api/studioadmin/studios/:studioId/things'): HostileRoute => ({
  method: 'GET', url, auth: 'studio', params: ['studioId'], body: null, multipart: false, requiredQuery: [], query: null, permissions: [], uploadFields: null, schemas: [], answers,
});
const json = (statusCode: number, body: unknown) => ({ statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });
const thing = route({ 200: dataAnswer(v.strictObject({ id: v.number() })), 404: ErrorsAnswer });

describe('an answer checked against its documented schema', () => {
  it('passes when it is exactly what the route documents for that status', () => {
    expect(answerProblem(thing, '/x', json(200, { data: { id: 1 } }))).toBeNull();
    expect(answerProblem(thing, '/x', json(404, { errors: ['Thing not found'] }))).toBeNull();
  });

  it('names a field the schema does not document (drift a compiled serializer would have hidden)', () => {
    expect(answerProblem(thing, '/x', json(200, { data: { id: 1, secret: 'x' } }))).toMatch(/GET \/x → 200: data\.secret/);
  });

  it('names a status the route does not document, an empty error list and a wrong content type', () => {
    expect(answerProblem(thing, '/x', json(418, {}))).toBe('GET /x → 418: a status its schema.response does not document');
    expect(answerProblem(thing, '/x', json(404, { errors: [] }))).toMatch(/errors/);
    const download = route({ 200: fileAnswer('The report', 'text/csv'), 204: NO_CONTENT });
    expect(answerProblem(download, '/x', { statusCode: 200, headers: { 'content-type': 'application/pdf' }, body: '%PDF' })).toMatch(/documented text\/csv/);
    expect(answerProblem(download, '/x', { statusCode: 204, headers: {}, body: 'x' })).toMatch(/without a body/);
  });
});

describe('the coverage of the route table', () => {
  it('says what to add for a route without a success answer or an error envelope', () => {
    const problems = answerCoverageProblems([route({})]);
    expect(problems[0]).toMatch(/^GET \/api\/studioadmin\/studios\/:studioId\/things: declare its success answer in schema.response/);
    expect(problems).toContain('GET /api/studioadmin/studios/:studioId/things: no { errors } envelope for 401 (http/answers.ts adds them to every route)');
  });
});
