import { FULFILMENT_STATUS_LABELS, PAYMENT_METHOD_LABELS, type FulfilmentStatus } from '@shutterday/domain/staff';
import { Tag } from 'antd';

const COLORS: Record<FulfilmentStatus, string> = { paid: '#0958d9', in_production: '#874d00', shipped: '#531dab', delivered: '#237804' };

export const FulfilmentStatusTag = ({ status }: { status: FulfilmentStatus }) => <Tag color={COLORS[status]}>{FULFILMENT_STATUS_LABELS[status]}</Tag>;

/** An order the school is billed for and has not paid yet: not to be handed over as paid. */
export const UnpaidTag = () => <Tag color="#a8071a">{PAYMENT_METHOD_LABELS.invoice}</Tag>;
