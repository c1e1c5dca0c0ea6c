import { Alert, Button, Text } from '@mantine/core';
import { TipList } from './tip-list.tsx';

const SUGGESTIONS = [
  'Check if the website is publicly accessible',
  'Try entering a different page URL from the same website',
  'Make sure the domain is typed correctly',
] as const;

/**
 * SPEC section 2: shown when POST /api/analyze fails; 'Try Again' dismisses it. When the
 * server said why (the address does not resolve, too many analyses waiting), that is
 * shown too: the suggestions alone would send the visitor looking in the wrong place.
 */
export function AnalysisFailedBanner({ reason, onTryAgain }: { reason?: string | undefined; onTryAgain: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      title="Analysis Failed"
      role="alert"
      // The default light title colour is too faint to read on its tint (WCAG AA).
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <Text size="sm">We're having trouble analyzing this website. This could be due to the site's configuration or temporary connectivity issues.</Text>
      {reason && (
        <Text size="sm" mt="xs" fw={600} data-testid="analysis-failed-reason">
          {reason}
        </Text>
      )}
      <TipList tips={SUGGESTIONS} />
      <Button mt="sm" size="xs" color="red.9" onClick={onTryAgain}>
        Try Again
      </Button>
    </Alert>
  );
}
