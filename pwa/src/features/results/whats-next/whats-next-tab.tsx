import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { nextStepTexts, WHATS_NEXT_COPY } from '../../../../../engine/contract/report-copy.ts';
import { BookingButton } from '../call-to-action/booking-button.tsx';
import { ShareIcon } from '../icons.tsx';
import type { ReportResult } from '../report-source.ts';

interface NextStep {
  title: string;
  text: string;
  action?: ReactNode;
}

function nextSteps(result: ReportResult, onShare: (() => void) | undefined): NextStep[] {
  return nextStepTexts(result.strategies, result.revenue?.currentMetrics?.activationRate).map(({ title, text, share }) => ({
    title,
    text,
    action:
      share && onShare ? (
        <Button variant="light" size="xs" leftSection={<ShareIcon size={14} />} onClick={onShare}>
          Share report
        </Button>
      ) : undefined,
  }));
}

/** What's Next: the next steps and the booking call to action (run-time config). */
export function WhatsNextTab({ result, onShare }: { result: ReportResult; onShare?: () => void }) {
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p="lg">
        <Title order={2} size="h3" mb="md">
          {WHATS_NEXT_COPY.heading}
        </Title>
        <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {nextSteps(result, onShare).map((step, index) => (
            <Group key={step.title} component="li" align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon radius="xl" size={28} color="indigo.8" aria-hidden="true">
                <Text fw={700} size="sm" c="white">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Stack gap={4}>
                <Text fw={600}>{step.title}</Text>
                <Text size="sm" c="gray.7">
                  {step.text}
                </Text>
                {step.action ? <div>{step.action}</div> : null}
              </Stack>
            </Group>
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="lg" p="lg" bg="gray.0">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {WHATS_NEXT_COPY.expertHeading}
          </Title>
          <Text>{WHATS_NEXT_COPY.expertText}</Text>
          <Group>
            <BookingButton />
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
