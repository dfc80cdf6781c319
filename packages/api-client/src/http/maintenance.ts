type MaintenanceHandler = () => void;

let handler: MaintenanceHandler | null = null;

/**
 * The shell registers how to show the maintenance page (it owns the router); the client only reports
 * that the API answered 503 (spec §7, §8).
 */
export function setMaintenanceHandler(fn: MaintenanceHandler | null): void {
  handler = fn;
}

export function reportMaintenance(): void {
  handler?.();
}
