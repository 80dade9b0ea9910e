/**
 * "Loading price data… (N %)" while the server loads the shipped CMS files on its first start; polls
 * every 2 s until the load is done, then disappears (and refreshes the queries that saw partial data).
 * When the load failed, says so with the server's word on when it tries again, and keeps asking every
 * 30 s so the notice follows the next attempt.
 */
import { useEffect, useRef } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../__generated__';
import { useIdle } from '../lib/idle';
import { SPACE } from './text';
import './data-loading-notice.css';

const DataStatusQuery = graphql(`
  query DataStatus {
    dataStatus {
      state
      percent
      message
    }
  }
`);

const POLL_MS = 2000;
const FAILED_POLL_MS = 30_000;

/**
 * Asked at the first idle moment after the page is drawn (lib/idle.tsx): the notice is rare, and neither
 * the page's first drawing nor the tasks right after it (a phone's blocked input) wait for its query.
 */
export function DataLoadingNotice() {
  return useIdle() ? <DataStatusNotice /> : null;
}

function DataStatusNotice() {
  const client = useApolloClient();
  const { data, startPolling, stopPolling } = useQuery(DataStatusQuery, { fetchPolicy: 'network-only' });
  const state = data?.dataStatus.state;
  const wasLoading = useRef(false);

  useEffect(() => {
    if (state === 'LOADING' || state === 'FAILED') {
      wasLoading.current = true;
      startPolling(state === 'LOADING' ? POLL_MS : FAILED_POLL_MS);
      return;
    }
    stopPolling();
    if (state === 'READY' && wasLoading.current) {
      wasLoading.current = false;
      // Results fetched during the load may be partial: fetch the visible ones again.
      void client.refetchQueries({ include: 'active' });
    }
  }, [state, startPolling, stopPolling, client]);

  if (state === 'LOADING') {
    return (
      <p className="data-loading-notice" role="status">
        <FormattedMessage
          id="common.dataLoading.loading"
          defaultMessage="Loading price data… ({percent} %). Results may be incomplete until it is done."
          values={{ percent: data?.dataStatus.percent ?? 0 }}
        />
      </p>
    );
  }
  if (state === 'FAILED') {
    return (
      <p className="data-loading-notice data-loading-notice--failed" role="status">
        <FormattedMessage id="common.dataLoading.failed" defaultMessage="Prices may be missing." />
        {SPACE}
        {data?.dataStatus.message ?? (
          <FormattedMessage
            id="common.dataLoading.failedNoReason"
            defaultMessage="The price data could not be loaded completely."
          />
        )}
      </p>
    );
  }
  return null;
}
