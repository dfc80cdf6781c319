// What the rest of the server uses of fulfilment: its routes, the worker, and the checkout's two calls.
export { fulfilmentRoutes } from './routes/fulfilment';
export { makePrintFile, planPrintFiles, queuePrintFiles, startPrintFileWorker } from './services/print-files';
