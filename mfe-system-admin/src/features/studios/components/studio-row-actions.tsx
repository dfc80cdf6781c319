import type { StudioStatus, StudioSummary } from '@shutterday/domain';
import { Button, Flex, Popconfirm, Tag } from 'antd';
import { Link } from 'react-router';

/** A studio waiting for approval, or closed by a system administrator; nothing for an active one. */
export function StudioStatusTag({ status }: { status: StudioStatus }) {
  if (status === 'pending') return <Tag color="#ad4e00">Pending</Tag>;
  if (status === 'disabled') return <Tag color="#a8071a">Closed</Tag>;
  return null;
}

/**
 * Edit (the studio's own settings page: name, e-mail, phone, logo) and close or reopen. Closing refuses the
 * studio's staff on their next click and shows parents the studio closed; it deletes nothing.
 */
export function StudioRowActions({ studio, settingsHref, onSetClosed }: { studio: StudioSummary; settingsHref: string; onSetClosed: (studio: StudioSummary, closed: boolean) => void }) {
  const closed = studio.status === 'disabled';
  return (
    <Flex gap={8} wrap>
      <Link to={settingsHref} aria-label={`Edit ${studio.name}`}>
        Edit
      </Link>
      {studio.status === 'pending' ? null : (
        <Popconfirm
          title={closed ? `Open ${studio.name} again?` : `Close ${studio.name}?`}
          description={closed ? 'Its staff can work again and parents can order again.' : 'Its staff are locked out at once and parents find it closed. Nothing is deleted.'}
          okText={closed ? 'Open again' : 'Close studio'}
          okButtonProps={{ danger: !closed }}
          onConfirm={() => onSetClosed(studio, !closed)}
        >
          <Button size="small" danger={!closed} aria-label={closed ? `Open ${studio.name} again` : `Close ${studio.name}`}>
            {closed ? 'Open again' : 'Close'}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
