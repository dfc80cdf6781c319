// What the rest of the server uses of studios: the routes, the studio rows, the logo file and the staff permissions setup gives.
export { studioRoutes } from './routes/studio';
export { studioSetupRoutes } from './routes/setup';
export { customerStudioLogoRoutes, studioLogoFile, studioLogoRoutes } from './routes/studio-logo';
export { adminStudioRoutes } from './routes/admin-studios';
export { adminFeatureRoutes } from './routes/admin-features';
export { adminAttentionRoutes } from './routes/admin-attention';
export { studiosRepository, type StudioRow } from './repositories/studios';
export { STUDIO_PERMISSIONS } from './services/setup';
