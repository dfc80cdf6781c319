// What the rest of the server uses of the logs: the system administrator's routes (mail and tax logs, order errors, system status).
export { adminLogRoutes } from './routes/admin-logs';
export { adminOrderErrorRoutes } from './routes/admin-order-errors';
export { adminSystemRoutes } from './routes/admin-system';
