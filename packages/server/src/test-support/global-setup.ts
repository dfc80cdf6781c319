import { ensureTemplate } from './template';

// Jest global setup: build the database template once per run (reused across runs while unchanged).
export default async function globalSetup(): Promise<void> {
  await ensureTemplate();
}
