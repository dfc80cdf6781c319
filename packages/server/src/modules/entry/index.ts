// Envelope entry: paper order envelopes of picture day, entered by the studio as orders of the job.
export { entryRoutes } from './routes/entry';
