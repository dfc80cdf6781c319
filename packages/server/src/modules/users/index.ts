// What the rest of the server uses of users: the studio's own user routes and the system administrator's.
export { studioUserRoutes } from './routes/studio-users';
export { adminUserRoutes } from './routes/admin-users';
export { createSystemAdmin, SystemAdminRefused } from './services/system-admin';
