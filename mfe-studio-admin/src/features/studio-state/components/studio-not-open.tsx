import { isApiError } from '@shutterday/api-client';
import { STUDIO_PENDING_MESSAGE } from '@shutterday/domain';
import { STUDIO_DISABLED_MESSAGE } from '@shutterday/domain/staff';
import { Link as RouterLink } from 'react-router';
import { Result, Typography } from 'antd';

export type StudioNotOpenReason = 'pending' | 'disabled';

/** Why the server refuses every studio admin call, when the studio itself is the reason (not the person's permissions). */
export function studioNotOpenReason(error: unknown): StudioNotOpenReason | null {
  if (!isApiError(error) || error.status !== 403) return null;
  if (error.errors.includes(STUDIO_PENDING_MESSAGE)) return 'pending';
  if (error.errors.includes(STUDIO_DISABLED_MESSAGE)) return 'disabled';
  return null;
}

/**
 * One calm page instead of every panel's error: a studio opened by setup waits for the team's approval
 * (nothing is wrong, an e-mail follows), a closed one waits for the team to open it again.
 */
export function StudioNotOpen({ reason }: { reason: StudioNotOpenReason }) {
  if (reason === 'pending') {
    return (
      <Result
        status="info"
        title="Your studio is waiting for approval"
        subTitle="The Shutterday team checks every new studio before it opens. We will e-mail you as soon as it is approved."
        extra={
          <Typography.Paragraph style={{ maxWidth: 520, margin: '0 auto' }}>
            Once approved, this page becomes your studio admin: you will add your organizations, set up a picture day and open your customer pages.
            Until then there is nothing you need to do. <RouterLink to="/logout">Log out</RouterLink>
          </Typography.Paragraph>
        }
      />
    );
  }
  return (
    <Result
      status="warning"
      title="This studio is closed"
      subTitle="The Shutterday team has closed this studio: its staff cannot work in it and parents cannot order. Nothing has been deleted. Write to the Shutterday team to open it again."
      extra={<RouterLink to="/logout">Log out</RouterLink>}
    />
  );
}
