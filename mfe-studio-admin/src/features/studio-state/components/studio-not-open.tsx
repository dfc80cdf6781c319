import { isApiError } from '@shutterday/api-client';
import { STUDIO_PENDING_MESSAGE } from '@shutterday/domain';
import { STUDIO_DISABLED_MESSAGE } from '@shutterday/domain/staff';
import { PageTitle } from '@shutterday/ui';
import { Link as RouterLink } from 'react-router';
import { Result, Typography } from 'antd';
import type { ReactNode } from 'react';

export type StudioNotOpenReason = 'pending' | 'disabled';

/** Why the server refuses every studio admin call, when the studio itself is the reason (not the person's permissions). */
export function studioNotOpenReason(error: unknown): StudioNotOpenReason | null {
  if (!isApiError(error) || error.status !== 403) return null;
  if (error.errors.includes(STUDIO_PENDING_MESSAGE)) return 'pending';
  if (error.errors.includes(STUDIO_DISABLED_MESSAGE)) return 'disabled';
  return null;
}

/**
 * The page stands alone (no admin frame around it), so it brings its own main landmark and h1; its link sits in
 * running text, where only colour would tell it apart, so it is underlined.
 */
function NotOpenPage({ status, title, subTitle, extra }: { status: 'info' | 'warning'; title: string; subTitle: string; extra: ReactNode }) {
  return (
    <main>
      <PageTitle title={title} />
      <Result status={status} title={<h1 style={{ margin: 0, font: 'inherit' }}>{title}</h1>} subTitle={subTitle} extra={extra} />
    </main>
  );
}

const LogOut = () => (
  <RouterLink to="/logout" style={{ textDecoration: 'underline' }}>
    Log out
  </RouterLink>
);

/**
 * One calm page instead of every panel's error: a studio opened by setup waits for the team's approval
 * (nothing is wrong, an e-mail follows), a closed one waits for the team to open it again.
 */
export function StudioNotOpen({ reason }: { reason: StudioNotOpenReason }) {
  if (reason === 'pending') {
    return (
      <NotOpenPage
        status="info"
        title="Your studio is waiting for approval"
        subTitle="The Shutterday team checks every new studio before it opens. We will e-mail you as soon as it is approved."
        extra={
          <Typography.Paragraph style={{ maxWidth: 520, margin: '0 auto' }}>
            Once approved, this page becomes your studio admin: you will add your organizations, set up a picture day and open your customer pages.
            Until then there is nothing you need to do. <LogOut />
          </Typography.Paragraph>
        }
      />
    );
  }
  return (
    <NotOpenPage
      status="warning"
      title="This studio is closed"
      subTitle="The Shutterday team has closed this studio: its staff cannot work in it and parents cannot order. Nothing has been deleted. Write to the Shutterday team to open it again."
      extra={<LogOut />}
    />
  );
}
