import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PaymentsExportRequest, PaymentsSummary, PaymentsSummaryQuery, SubjectsExportRequest, YearbookExportRequest } from '@shutterday/domain/staff';
import { apiGet, apiPostFile, createQueryKeys, toSearchParams } from '@shutterday/api-client';

export const studioReportKeys = (studioId: number) => createQueryKeys('studioadmin', 'studios', studioId, 'reports');
const base = (studioId: number) => `studioadmin/studios/${studioId}/reports`;

export const getPaymentsSummary = (studioId: number, params: PaymentsSummaryQuery = {}) =>
  apiGet<PaymentsSummary>(`${base(studioId)}/payments/summary`, { searchParams: toSearchParams({ ...params }) });
export const paymentsSummaryQuery = (studioId: number, params: PaymentsSummaryQuery = {}) =>
  queryOptions({ queryKey: studioReportKeys(studioId).list({ ...params }), queryFn: () => getPaymentsSummary(studioId, params), placeholderData: keepPreviousData });
/** `enabled: false` for a viewer who may not see payments: nothing is asked. */
export const usePaymentsSummary = (studioId: number, params: PaymentsSummaryQuery = {}, { enabled = true } = {}) => useQuery({ ...paymentsSummaryQuery(studioId, params), enabled });

/** The studio's orders of the days as a CSV file (POST .../reports/payments/export). */
export const exportPayments = (studioId: number, request: PaymentsExportRequest) => apiPostFile(`${base(studioId)}/payments/export`, request, 'payments.csv');
/** A job's subjects with their paid orders as a CSV file (POST .../reports/subjects/export). */
export const exportSubjects = (studioId: number, request: SubjectsExportRequest) => apiPostFile(`${base(studioId)}/subjects/export`, request, 'subjects.csv');

/** The yearbook pose each of a job's subjects was ordered with, as a CSV file (POST .../reports/yearbook/export). */
export const exportYearbook = (studioId: number, request: YearbookExportRequest) => apiPostFile(`${base(studioId)}/yearbook/export`, request, 'yearbook.csv');

export const useExportPayments = (studioId: number) => useMutation({ mutationFn: (request: PaymentsExportRequest) => exportPayments(studioId, request) });
export const useExportSubjects = (studioId: number) => useMutation({ mutationFn: (request: SubjectsExportRequest) => exportSubjects(studioId, request) });
export const useExportYearbook = (studioId: number) => useMutation({ mutationFn: (request: YearbookExportRequest) => exportYearbook(studioId, request) });
