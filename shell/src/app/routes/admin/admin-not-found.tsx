import { Result } from 'antd';
import { Link } from 'react-router';
import { PageTitle } from '@shutterday/ui';

export function AdminNotFound({ what }: { what: string }) {
  return (
    <>
      <PageTitle title="Not found" />
      <Result status="404" title={`${what} not found`} extra={<Link to="/admin">Back to administration</Link>} />
    </>
  );
}
