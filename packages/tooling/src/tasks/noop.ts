// Only brings pnpm and the dependencies (what every task does first).
export {};
