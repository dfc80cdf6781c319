// What the rest of the server uses of the roster: whether a database error is the violation of a named constraint.
export { violates } from './services/subject-rules';
