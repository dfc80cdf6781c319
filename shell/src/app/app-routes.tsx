import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { lazyPage } from '../lib/lazy-page';
import { MaintenancePage } from './routes/maintenance/maintenance-page';
import { CustomerArea } from './routes/customer/customer-area';
import { LoadingBlock } from '@shutterday/ui/lean';

// Lazy too: its form (react-hook-form, valibot) is ≈ 17 KB gzip that the customer pages never need.
const HomePage = lazyPage(() => import('./routes/home/home-page').then((m) => ({ default: m.HomePage })));
const PlatformLayout = lazyPage(() => import('./platform-layout'));
const LoginPage = lazyPage(() => import('./routes/auth/login/login-page'));
const LogoutPage = lazyPage(() => import('./routes/auth/logout/logout-page'));
const ForgotPasswordPage = lazyPage(() => import('./routes/auth/forgot-password/forgot-password-page'));
const ResetPasswordPage = lazyPage(() => import('./routes/auth/reset-password/reset-password-page'));
const ConfirmEmailPage = lazyPage(() => import('./routes/auth/confirm-email/confirm-email-page'));
const SetupPage = lazyPage(() => import('./routes/auth/setup/setup-page'));
const AccountArea = lazyPage(() => import('./routes/account/account-area'));
const AdminArea = lazyPage(() => import('./routes/admin/admin-area'));

/** Top-level routing (DESIGN §4). Home, maintenance and the customer area stay free of antd. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingBlock fullPage />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/maintenance" element={<MaintenancePage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route element={<PlatformLayout />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/confirm-email" element={<ConfirmEmailPage />} />
          <Route path="/setup/:accountNumber?" element={<SetupPage />} />
          <Route path="/account/*" element={<AccountArea />} />
          <Route path="/admin/*" element={<AdminArea />} />
        </Route>
        <Route path="/:studioSlug/*" element={<CustomerArea />} />
      </Routes>
    </Suspense>
  );
}
