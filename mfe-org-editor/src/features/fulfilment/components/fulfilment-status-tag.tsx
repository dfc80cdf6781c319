import { FULFILMENT_STATUS_LABELS, type FulfilmentStatus } from '@shutterday/domain/staff';
import { Tag } from 'antd';

const COLORS: Record<FulfilmentStatus, string> = { paid: '#0958d9', in_production: '#874d00', shipped: '#531dab', delivered: '#237804' };

export const FulfilmentStatusTag = ({ status }: { status: FulfilmentStatus }) => <Tag color={COLORS[status]}>{FULFILMENT_STATUS_LABELS[status]}</Tag>;
