import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { LoadingBlock } from '../loading-block/loading-block';

/** The part of a react-query result this needs; a UseQueryResult fits as is. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What failed, in the user's words: "We couldn't load the studios". */
  errorTitle: string;
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/**
 * One way for every admin page to show a load: a loading line, then the content, or the failure with
 * its message and a "Try again" button. Empty states belong to the content, which knows its words.
 */
export function QueryState<T>({ query, errorTitle, loadingLabel, children }: QueryStateProps<T>) {
  if (query.isError) {
    return (
      <Alert
        type="error"
        role="alert"
        showIcon
        title={errorTitle}
        description={messageOf(query.error)}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  if (query.isPending || query.data === undefined) return <LoadingBlock label={loadingLabel} />;
  return <>{children(query.data)}</>;
}
