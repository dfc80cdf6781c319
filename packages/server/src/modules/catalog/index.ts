// What the rest of the server uses of the catalog: a job's packages as the cart and the entry read them, the
// studio's package preferences new jobs start from, and whether a job belongs to the studio of the path.
export { jobPackagesRepository, toAddon, toPublicPackage, type CatalogPackage } from './repositories/job-packages';
export { packagePreferencesRepository } from './repositories/package-preferences';
export { jobInStudio } from './repositories/job-promotions';
