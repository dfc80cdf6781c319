export { ApiError, isApiError, toApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './http/api-error';
export { http, unwrap, apiGet, apiPost, apiPatch, apiPut, apiDelete, type RequestOptions } from './http/client';
export { createHttpClient, type HttpClient } from './http/create-client';
export { setMaintenanceHandler } from './http/maintenance';
export { toSearchParams } from './http/search-params';
export { splitFieldErrors } from './http/field-errors';
export {
  getAuthToken, getRefreshToken, getTokenExpiration, saveTokens, clearTokens, subscribeTokens, EXPIRATION_KEY,
  endSession, hasSessionEnded, onSessionEnd,
} from './http/token-store';
export { decodeClaims, toSessionUser, type SessionUser } from './session/claims';
export { authTokenAtom, sessionUserAtom, sessionAtom, useSession, type Session } from './session/session-atoms';
export { login, logout, setupStudio } from './session/auth-actions';
export { createQueryKeys } from './query-keys';
export { defineResource, type Resource, type ResourceDefinition, type ResourceListParams } from './resource/define-resource';
export { orderLookupAtom, type OrderLookup } from './state/order-lookup';
export * from './endpoints/auth';
export * from './endpoints/customer-studio';
export * from './endpoints/customer-jobs';
export * from './endpoints/customer-orders';
export * from './endpoints/customer-job-pages';
export { queryClient } from './query-client';
export * from './endpoints/customer-ordering-cart-key';
export * from './endpoints/customer-ordering-catalog';
export * from './endpoints/customer-codes';
export * from './endpoints/customer-notifications';
export * from './endpoints/customer-ordering-cart';
export * from './endpoints/customer-ordering-services';
export * from './endpoints/customer-ordering-checkout';
export { apiGetFile, apiGetFileWithProgress, apiPostFile, type DownloadedFile } from './http/file-download';
export { apiUpload, type UploadProgress } from './http/upload';
export * from './endpoints/customer-print-preview';
