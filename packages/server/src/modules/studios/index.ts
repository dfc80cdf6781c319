// What the rest of the server uses of the studios module: its routes.
export { customerStudioLogoRoutes, studioLogoFile, studioLogoRoutes } from './routes/studio-logo';
export { adminStudioRoutes } from './routes/admin-studios';
export { approvedMail } from './services/approved-mail';
export { adminAttentionRoutes } from './routes/admin-attention';
