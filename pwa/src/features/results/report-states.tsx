import { Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** SPEC sections 2 and 8: the texts of the results page's loading and error states. */
export const REPORT_TEXTS = {
  loading: 'Loading your analysis results...',
  analysisNotFoundTitle: 'Analysis Not Found',
  analysisNotFound: "We couldn't find the analysis you're looking for.",
  reportNotFoundTitle: 'Report Not Found',
  reportNotFound: 'This report link is invalid or has expired',
  resultsFailed: 'Failed to load analysis results. Please try again later.',
  sharedFailed: 'Failed to load shared report. This link may be invalid or expired.',
} as const;

export function ReportLoading() {
  return (
    // A screen tall: the footer starts below the fold, so the report arriving does not shift it.
    <Center py={96} mih="100vh">
      <Stack align="center" gap="md" role="status">
        <Loader />
        <Text>{REPORT_TEXTS.loading}</Text>
      </Stack>
    </Center>
  );
}

function Missing({ title, text }: { title: string; text: string }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{title}</Title>
        <Text>{text}</Text>
        <Button color="indigo.8" component={Link} to="/">
          Return Home
        </Button>
      </Stack>
    </Container>
  );
}

export const AnalysisNotFound = () => <Missing title={REPORT_TEXTS.analysisNotFoundTitle} text={REPORT_TEXTS.analysisNotFound} />;

export const ReportNotFound = () => <Missing title={REPORT_TEXTS.reportNotFoundTitle} text={REPORT_TEXTS.reportNotFound} />;
