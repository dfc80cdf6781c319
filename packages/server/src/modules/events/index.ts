// What the rest of the server uses of events: whether a job's prepay window is open, the studio a customer may
// order from, and the organizations' rows.
export { prepayOpen } from './repositories/jobs';
export { loadPublicStudio } from './services/visibility';
export { organizationsRepository } from './repositories/organizations';
