import { useMutation } from '@tanstack/react-query';
import type { PlatformReport, PlatformReportRequest } from '@shutterday/domain/staff';
import { apiPostFile } from '@shutterday/api-client';

/** One of the platform's reports across all studios as a CSV file (POST /api/admin/reports/{report}). */
export const exportPlatformReport = (report: PlatformReport, request: PlatformReportRequest) => apiPostFile(`admin/reports/${report}`, request, `${report}.csv`);

/** Makes one report's file; each report has its own, so one busy download leaves the others free. */
export const useExportPlatformReport = (report: PlatformReport) => useMutation({ mutationFn: (request: PlatformReportRequest) => exportPlatformReport(report, request) });
