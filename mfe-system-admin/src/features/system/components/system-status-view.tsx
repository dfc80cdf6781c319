import type { SystemStatus } from '@shutterday/domain/staff';
import { DateText } from '@shutterday/ui';
import { Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';

const DATABASE = { embedded: 'Embedded (PGlite)', postgresql: 'PostgreSQL' } as const;
const MAIL = { smtp: 'Sent through the SMTP relay', recorded: 'Recorded in the e-mail log only (no relay configured)' } as const;
const PAYMENTS = { stripe: 'Stripe', sandbox: 'Sandbox (test cards, no money moves)' } as const;
const QUEUES: Record<string, string> = { 'pg-boss': 'In the database (pg-boss)', 'in-process': 'In this process' };

/** 1536000 → "1.5 MB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/** The installation at a glance: what it runs on, then the figures that need someone when they are not zero. */
export function SystemStatusView({ status }: { status: SystemStatus }) {
  const figures: { title: string; value: number; suffix?: string; alert?: boolean; to?: string }[] = [
    { title: 'Studios', value: status.studios.active, to: '../studios' },
    { title: 'Studios waiting for approval', value: status.studios.pending, alert: status.studios.pending > 0, to: '../studios' },
    { title: 'Users', value: status.users.total, suffix: status.users.disabled ? `(${status.users.disabled} disabled)` : undefined, to: '../users' },
    { title: 'Orders today', value: status.orders.today, suffix: `of ${status.orders.total}` },
    { title: 'Photos being processed', value: status.photos.pending, to: '../galleries-processing' },
    { title: 'Photos that failed', value: status.photos.failed, alert: status.photos.failed > 0, to: '../galleries-processing' },
    { title: 'E-mails failed (24 h)', value: status.mailLastDay.failed, alert: status.mailLastDay.failed > 0, to: '../sendgrid-logs?status=failed' },
  ];
  return (
    <>
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col xs={12} md={8} lg={6} key={figure.title}>
            <Card size="small">
              <Statistic
                title={figure.to ? <Link to={figure.to}>{figure.title}</Link> : figure.title}
                value={figure.value}
                suffix={figure.suffix}
                styles={{ content: figure.alert ? { color: '#a8071a' } : undefined }}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Title level={3}>Installation</Typography.Title>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label="Version">{status.version}</Descriptions.Item>
        <Descriptions.Item label="Running since">
          <DateText value={status.startedAt} /> (Node.js {status.node})
        </Descriptions.Item>
        <Descriptions.Item label="Database">
          {DATABASE[status.database.kind]}, {status.database.migrationsApplied} migrations applied
          {status.database.sizeBytes !== null && `, ${formatBytes(status.database.sizeBytes)}`}
        </Descriptions.Item>
        <Descriptions.Item label="Background work">{QUEUES[status.queue] ?? status.queue}</Descriptions.Item>
        <Descriptions.Item label="Payments">{PAYMENTS[status.payments]}</Descriptions.Item>
        <Descriptions.Item label="E-mail">{MAIL[status.mail]}</Descriptions.Item>
        <Descriptions.Item label="Photo storage">{status.storage === 's3' ? 'S3-compatible bucket' : 'Local folder'}</Descriptions.Item>
      </Descriptions>
    </>
  );
}
