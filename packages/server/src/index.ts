// Public surface for the tooling and e2e packages (they start the server the way `npm start` does).
export { buildApp, type BuildAppOptions } from './app';
export { loadConfig, ConfigError, type AppConfig } from './config';
export { openDatabase } from './db/client';
export { seedDemo } from './seed';
export { DEMO } from './seed/demo-constants';
export { makeDerivatives } from './services/images/derivatives';
export { JOBS_AT_ONCE } from './services/queue/queue';
export { renderPortrait } from './services/images/portrait';
export { drawPrint, renderPrintFile } from './modules/fulfilment/render';
export { seedSeason, SEASON, type SeasonResult, type SeasonSize } from './seed/season';
export { packRelease, putRelease, servedBytes } from './modules/releases';
export { storageFromConfig } from './services/storage/from-config';
export { createAdminCommand } from './create-admin';
