import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../page-title/page-title';

export interface RecordPageProps {
  /** The page's heading, e.g. the record's name or "New product". */
  heading: string;
  /** The browser tab's title; the heading by default. */
  documentTitle?: string;
  /** The list this record belongs to, e.g. "Products": the link back to it (one level up). */
  back: string;
  /** Beside the heading: Delete, "Send a new password link"… */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every admin record page (new or existing): the way back to its list, its heading and actions, then the form. */
export function RecordPage({ heading, documentTitle, back, actions, children }: RecordPageProps) {
  return (
    <Flex vertical gap={16}>
      <PageTitle title={documentTitle ?? heading} />
      <Link to=".." relative="path">
        ← {back}
      </Link>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {heading}
        </Typography.Title>
        {actions}
      </Flex>
      {children}
    </Flex>
  );
}
