import { Anchor, Badge, Button, Container, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { forgetAllResults, forgetResult, listRememberedResults } from '../../lib/db.ts';
import { toast } from '../../lib/notify.ts';
import { useLiveQuery } from '../../lib/use-live-query.ts';
import { formatReportDate, type ReportSummary, summarizeReport } from './report-summary.ts';

export const YOUR_REPORTS_TEXTS = {
  title: 'Your reports',
  intro: 'Reports opened in this browser, newest first. They open without a connection too.',
  removeAll: 'Remove all',
  confirmTitle: 'Remove all reports from this device?',
  confirm: (count: number) =>
    `The ${count === 1 ? 'report' : `${count} reports`} kept in this browser will no longer open offline. The reports stay on the server, so their links keep working.`,
  removeFailed: 'Could not remove the reports from this browser. Please try again.',
} as const;

/** "Your reports" on the landing page: the reports kept in IndexedDB, opened from here online or offline. */
export function YourReports() {
  const stored = useLiveQuery(async () => (await listRememberedResults()).map(summarizeReport), []);
  const [confirming, setConfirming] = useState(false);
  if (stored.status !== 'ready' || stored.value.length === 0) return null;
  const reports = stored.value;

  const removeAll = async () => {
    setConfirming(false);
    try {
      await forgetAllResults();
    } catch {
      toast({ title: 'Error', message: YOUR_REPORTS_TEXTS.removeFailed, destructive: true });
    }
  };

  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="your-reports-title">
      <Group justify="space-between" align="flex-end" mb="md">
        <div>
          <Title order={2} id="your-reports-title">
            {YOUR_REPORTS_TEXTS.title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {YOUR_REPORTS_TEXTS.intro}
          </Text>
        </div>
        <Button variant="subtle" color="red" c="red.9" onClick={() => setConfirming(true)}>
          {YOUR_REPORTS_TEXTS.removeAll}
        </Button>
      </Group>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {reports.map((report) => (
          <ReportRow key={report.key} report={report} />
        ))}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={YOUR_REPORTS_TEXTS.confirmTitle} centered>
        <Text size="sm">{YOUR_REPORTS_TEXTS.confirm(reports.length)}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button color="red.9" onClick={() => void removeAll()} data-autofocus>
            {YOUR_REPORTS_TEXTS.removeAll}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}

function ReportRow({ report }: { report: ReportSummary }) {
  const name = report.sharedAs ? `${report.sharedAs}'s Onboarding Acceleration` : `${report.site}'s Onboarding Assessment`;
  return (
    <Paper component="li" withBorder radius="md" px="md" py="sm" data-testid="your-report">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Anchor renderRoot={(props) => <Link {...props} to="/results/$analysisId" params={{ analysisId: report.key }} />} fw={700} c="indigo.9">
            {name}
          </Anchor>
          <Text size="sm" c="dimmed" truncate>
            {report.host} · {formatReportDate(report.date)}
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          <Badge variant="light" color="indigo.9">
            {report.level}
          </Badge>
          <Button
            variant="subtle"
            color="gray"
            c="gray.8"
            size="xs"
            aria-label={`Remove ${name} from this device`}
            onClick={() => void forgetResult(report.key)}
          >
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
