import { Alert, Text } from '@mantine/core';
import { TipList } from './tip-list.tsx';

const TIPS = [
  'Check that the website is publicly accessible',
  'Try a different page URL from the same site',
  'Make sure the domain is typed correctly',
] as const;

/** SPEC section 2: the destructive alert of /?error=analysis_failed (an analysis that failed on the server). */
export function AnalysisFailedAlert() {
  return (
    <Alert color="red.9" variant="filled" title="Analysis Failed" role="alert">
      <Text size="sm">
        We were unable to analyze this website. This could be due to the site's configuration or temporary
        connectivity issues.
      </Text>
      <TipList tips={TIPS} />
    </Alert>
  );
}
