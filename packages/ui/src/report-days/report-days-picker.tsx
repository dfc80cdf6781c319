import { DatePicker, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { US_DAY, type ReportRange } from './report-days';

export interface ReportDaysPickerProps {
  value: ReportRange;
  onChange: (range: ReportRange) => void;
  /** What the days mean (the time zone they are read in, what an empty end does). */
  hint: ReactNode;
  /** Both days must be chosen (no open end). */
  required?: boolean;
  /** Why the chosen days cannot be used; shown under the picker, which is marked as in error. */
  error?: string | null;
}

/** The days a report reads: a labelled MM/DD/YYYY range picker with what the days mean and, when unusable, why. */
export function ReportDaysPicker({ value, onChange, hint, required = false, error }: ReportDaysPickerProps) {
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center" wrap>
        <label htmlFor="report-days">Days</label>
        <DatePicker.RangePicker
          id={{ start: 'report-days' }}
          value={value}
          onChange={onChange}
          format={US_DAY}
          allowEmpty={[!required, !required]}
          status={error ? 'error' : undefined}
          aria-label="Report days"
          aria-describedby={error ? 'report-days-error' : undefined}
        />
        <Typography.Text type="secondary">{hint}</Typography.Text>
      </Flex>
      {error ? (
        <Typography.Text type="danger" id="report-days-error" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
