import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, LoginRequest, ResetPasswordRequest, SetupRequest } from '@shutterday/domain';
import { apiPost } from '../http/client';
import { login, logout, setupStudio } from '../session/auth-actions';

/** Always accepted (202) so it never tells whether an e-mail exists. */
export const requestPasswordReset = (request: ForgotPasswordRequest) => apiPost<void>('auth/forgot-password', request);

export const resetPassword = (request: ResetPasswordRequest) => apiPost<void>('auth/reset-password', request);

export const useLogin = () => useMutation({ mutationFn: (credentials: LoginRequest) => login(credentials) });
export const useLogout = () => useMutation({ mutationFn: () => logout() });
export const useSetupStudio = () => useMutation({ mutationFn: (request: SetupRequest) => setupStudio(request) });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
