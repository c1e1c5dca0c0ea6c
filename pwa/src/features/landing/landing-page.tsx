import { Stack } from '@mantine/core';
import { QueuedAnalysesNotice } from '../pwa/queued-analyses-notice.tsx';
import { YourReports } from '../your-reports/your-reports.tsx';
import { AnalysisFailedAlert } from './analysis-failed-alert.tsx';
import { AnalysisForm } from './analysis-form.tsx';
import { FeatureBlocks } from './feature-blocks.tsx';
import { HeroSection } from './hero-section.tsx';
import { MarketingClaims } from './marketing-claims.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';
import { useNewsletterScript } from './use-newsletter-script.ts';

/** SPEC section 2 "Landing page". `analysisFailed` comes from /?error=analysis_failed. */
export function LandingPage({ analysisFailed }: { analysisFailed: boolean }) {
  useNewsletterScript();
  return (
    <>
      <HeroSection>
        <Stack gap="md">
          {analysisFailed && <AnalysisFailedAlert />}
          <QueuedAnalysesNotice />
          <AnalysisForm />
        </Stack>
      </HeroSection>
      <YourReports />
      <MarketingClaims />
      <FeatureBlocks />
      <TestimonialsSection />
    </>
  );
}
