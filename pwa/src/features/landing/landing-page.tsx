import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLocalDatabaseInUse } from '../../lib/use-local-database-in-use.ts';
import { AnalysisFailedAlert } from './analysis-failed-alert.tsx';
import { AnalysisForm } from './analysis-form.tsx';
import { FeatureBlocks } from './feature-blocks.tsx';
import { HeroSection } from './hero-section.tsx';
import { MarketingClaims } from './marketing-claims.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';
import { useNewsletterScript } from './use-newsletter-script.ts';

// Both read IndexedDB: loaded after the first screen, and only where this browser has kept something.
const QueuedAnalysesNotice = lazy(() => import('../pwa/queued-analyses-notice.tsx').then((module) => ({ default: module.QueuedAnalysesNotice })));
const YourReports = lazy(() => import('../your-reports/your-reports.tsx').then((module) => ({ default: module.YourReports })));

/**
 * SPEC section 2 "Landing page". `analysisFailed` comes from /?error=analysis_failed (with
 * the failed analysis' id, whose reason the alert asks the server for), `refusedReason`
 * from /?error=analysis_refused&reason=... (a form post the server sent back).
 */
export function LandingPage({
  analysisFailed,
  failedAnalysisId,
  refusedReason,
}: {
  analysisFailed: boolean;
  failedAnalysisId?: string | undefined;
  refusedReason?: string | undefined;
}) {
  useNewsletterScript();
  const keptOnDevice = useLocalDatabaseInUse();
  return (
    <>
      <HeroSection>
        <Stack gap="md">
          {analysisFailed && <AnalysisFailedAlert analysisId={failedAnalysisId} />}
          {keptOnDevice && (
            <Suspense fallback={null}>
              <QueuedAnalysesNotice />
            </Suspense>
          )}
          <AnalysisForm refusedReason={refusedReason} />
        </Stack>
      </HeroSection>
      {keptOnDevice && (
        <Suspense fallback={null}>
          <YourReports />
        </Suspense>
      )}
      {/* In the pre-rendered page too: a visitor reads all of it before any of the app's code has run (main.tsx). */}
      <MarketingClaims />
      <FeatureBlocks />
      <TestimonialsSection />
    </>
  );
}
