// Opening a database copy can take several seconds on a busy machine. testTimeout in a project config is
// ignored when jest runs every project from the root, so it is set here, per test file.
jest.setTimeout(60_000);
