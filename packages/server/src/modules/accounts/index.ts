// What the rest of the server uses of accounts: sign-in and the caller's own account (routes), the account
// rows, passwords, and the mails that set or change a login.
export { accountRoutes } from './routes/account';
export { authRoutes } from './routes/auth';
export { normalizeEmail, usersRepository } from './repositories/users';
export { authTokensRepository } from './repositories/auth-tokens';
export { rateCountersRepository } from './repositories/rate-counters';
export { hashPassword } from './services/passwords';
export { confirmCurrentPassword } from './services/current-password';
export { requestEmailChange } from './services/email-change';
export { sendInvitation } from './services/password-reset';
export { preferencesPatch } from './services/preferences';
