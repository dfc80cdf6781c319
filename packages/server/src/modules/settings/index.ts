// What the rest of the server uses of the platform's settings: the system administrator's routes and the settings the checkout splits by.
export { adminConfigurationRoutes } from './routes/admin-configuration';
export { adminTaxRoutes } from './routes/admin-taxes';
export { platformSettingsRepository } from './repositories/platform-settings';
