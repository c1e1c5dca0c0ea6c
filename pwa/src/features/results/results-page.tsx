import { Alert, Center, Container, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { toast } from '../../lib/notify.ts';
import { useOnlineStatus } from '../../lib/online-status.ts';
import { displaySiteName } from '../../lib/site-name.ts';
import { NeedsConnection } from '../pwa/connection-notices.tsx';
import { NEEDS_CONNECTION_TEXTS } from '../pwa/connection-texts.ts';
import { ShareDialog } from '../share/share-dialog.tsx';
import { ConsultingCallCard } from './call-to-action/consulting-call-card.tsx';
import { ReportHeader } from './header/report-header.tsx';
import type { ReportOutcome } from './load-report.ts';
import { reportQuery, shownReportOutcome } from './report-query.ts';
import { type ReportResult, type ReportSource, reportSourceOf } from './report-source.ts';
import { AnalysisNotFound, REPORT_TEXTS, ReportLoading, ReportNotFound } from './report-states.tsx';
import { SharedReportHeading } from './shared-mode/shared-report-heading.tsx';
import type { ReportTabKey } from './tabs/report-tab-keys.ts';
import { ReportTabs } from './tabs/report-tabs.tsx';

export interface ResultsPageProps {
  /** The path segment of /results/{x}: an analysis id, a share slug or shared-{path}. */
  segment: string;
  tab: ReportTabKey;
  onTabChange: (tab: ReportTabKey) => void;
}

export function ResultsPage({ segment, tab, onTabChange }: ResultsPageProps) {
  const source = useMemo(() => reportSourceOf(segment), [segment]);
  const query = useQuery(reportQuery(segment));
  const online = useOnlineStatus();
  const needsConnection = query.data?.kind === 'needs-connection';
  const { refetch } = query;
  useEffect(() => {
    if (online && needsConnection) void refetch();
  }, [online, needsConnection, refetch]);
  const { data, isError, isFetching } = query;
  const outcome = useMemo(() => shownReportOutcome({ data, isError, isFetching }), [data, isError, isFetching]);
  useOutcomeEffects(outcome, source);

  const shown = outcome;
  if (!shown) return <ReportLoading />;
  if (shown.kind === 'report') {
    return <ReportView result={shown.result} offline={shown.offline} tab={tab} onTabChange={onTabChange} />;
  }
  if (source.kind === 'share' && (shown.kind === 'not-found' || shown.kind === 'error')) return <ReportNotFound />;
  if (shown.kind === 'not-found') return <AnalysisNotFound />;
  if (shown.kind === 'needs-connection') {
    return (
      <Container size="sm" py="xl">
        <NeedsConnection>{NEEDS_CONNECTION_TEXTS.report}</NeedsConnection>
      </Container>
    );
  }
  return <ReportLoading />; // on the way to another screen
}

/** Redirects and toasts of SPEC sections 2, 4 and 8, once per outcome. */
function useOutcomeEffects(outcome: ReportOutcome | undefined, source: ReportSource) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!outcome) return;
    switch (outcome.kind) {
      case 'in-progress':
        void navigate({ to: '/analyzing/$analysisId', params: { analysisId: outcome.analysisId }, replace: true });
        break;
      case 'failed':
        void navigate({ href: '/?error=analysis_failed', replace: true });
        break;
      case 'not-found':
      case 'error':
        if (source.kind === 'share') {
          toast({ id: 'report-load-error', title: 'Error', message: REPORT_TEXTS.sharedFailed, destructive: true });
        } else if (outcome.kind === 'error') {
          toast({ id: 'report-load-error', title: 'Error', message: REPORT_TEXTS.resultsFailed, destructive: true });
          void navigate({ to: '/', replace: true });
        }
        break;
      case 'report':
      case 'needs-connection':
        break;
    }
  }, [outcome, source, navigate]);
}

function ReportView({
  result,
  offline,
  tab,
  onTabChange,
}: {
  result: ReportResult;
  offline: boolean;
  tab: ReportTabKey;
  onTabChange: (tab: ReportTabKey) => void;
}) {
  const [sharing, setSharing] = useState(false);
  const sharedMode = Boolean(result.companyName);
  const currentSharePath = result.shareSlug ? `/results/${result.shareSlug}` : undefined;
  const openShare = currentSharePath || result.analysisId ? () => setSharing(true) : undefined;
  // The header first; the tabs below come in a second, interruptible render, so the
  // report's title shows without waiting for them and a long report never blocks input
  // for long. Until then a screen-tall loading state stands in (on a slow phone that is a
  // while, never an empty page under the header) and keeps the footer out of view.
  const body = useDeferredValue(true, false);

  useEffect(() => {
    const previous = document.title;
    document.title = sharedMode
      ? `${result.companyName}'s Onboarding Acceleration · Onboarding Analyzer`
      : `${displaySiteName(result.url)}'s Onboarding Assessment · Onboarding Analyzer`;
    return () => {
      document.title = previous;
    };
  }, [result, sharedMode]);

  return (
    <Container size="lg" py="xl">
      {sharedMode ? (
        <SharedReportHeading companyName={result.companyName!} onShare={openShare} result={result} />
      ) : (
        <ReportHeader result={result} onShare={openShare} />
      )}
      {offline ? (
        <Alert color="gray" title="You're offline" mb="lg">
          This is the copy of the report saved on this device.
        </Alert>
      ) : null}
      {body ? (
        <>
          <ReportTabs result={result} tab={tab} onTabChange={onTabChange} onShare={openShare} />
          <ConsultingCallCard />
        </>
      ) : (
        <Center mih="100vh" py="xl" style={{ alignItems: 'flex-start' }} role="status" aria-label="Loading the report">
          <Loader />
        </Center>
      )}
      {openShare ? <ShareDialog opened={sharing} onClose={() => setSharing(false)} analysisId={result.analysisId} currentSharePath={currentSharePath} /> : null}
    </Container>
  );
}
