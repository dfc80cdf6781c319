import type { ReactNode } from 'react';
import { Card } from 'antd';
import { PageTitle } from '@shutterday/ui';

/** The frame of the login, password and setup pages: a centred card with the page's heading. */
export function AuthCard({ title, children, width = '28rem' }: { title: string; children: ReactNode; width?: string }) {
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: '1rem', background: '#f5f7fa' }}>
      <PageTitle title={title} />
      <Card style={{ width: '100%', maxWidth: width }}>
        <h1 style={{ marginTop: 0, fontSize: 24 }}>{title}</h1>
        {children}
      </Card>
    </main>
  );
}
