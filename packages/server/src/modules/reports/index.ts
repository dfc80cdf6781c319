// What the rest of the server uses of the reports: the platform's commission as the reports read it.
export { platformReportsRepository } from './repositories/platform-reports';
