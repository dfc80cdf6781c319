import { FULFILMENT_STATUS_LABELS, type FulfilmentStatus } from '@shutterday/domain/staff';
import { Tag } from 'antd';

const COLORS: Record<FulfilmentStatus, string> = { paid: 'blue', in_production: 'gold', shipped: 'purple', delivered: 'green' };

export const FulfilmentStatusTag = ({ status }: { status: FulfilmentStatus }) => <Tag color={COLORS[status]}>{FULFILMENT_STATUS_LABELS[status]}</Tag>;
