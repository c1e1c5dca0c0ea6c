import { Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { listRememberedResults } from '../../lib/db.ts';
import { useLiveQuery } from '../../lib/use-live-query.ts';
import { extractAnalysisId } from '../admin-vanity/extract-analysis-id.ts';
import { formatReportDate, type ReportSummary, summarizeReport } from '../your-reports/report-summary.ts';
import { compareSearch, parseCompareIds } from './compare-ids.ts';

export const COMPARE_PICKER_TEXTS = {
  intro: 'Pick a report kept on this device, or paste the link of any report.',
  noneKept: 'No other reports are kept on this device yet.',
  linkLabel: 'Results link',
  compare: 'Compare',
  badLink: 'Paste the link of another report: it contains /results/ followed by its id.',
} as const;

/** The reports to compare this one with: those kept on the device (newest first), or a pasted link. */
export default function ComparePicker({ reportKey }: { reportKey: string }) {
  const kept = useLiveQuery(async () => (await listRememberedResults()).filter((stored) => stored.key !== reportKey).map(summarizeReport), [reportKey]);
  const navigate = useNavigate();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | undefined>();

  const compareWithLink = () => {
    const other = extractAnalysisId(link);
    const ids = other ? parseCompareIds(`${reportKey},${other.toLowerCase()}`) : undefined;
    if (!ids) {
      setError(COMPARE_PICKER_TEXTS.badLink);
      return;
    }
    void navigate({ to: '/compare', search: compareSearch(ids) });
  };

  return (
    <Stack gap="md">
      <Text size="sm">{COMPARE_PICKER_TEXTS.intro}</Text>
      {kept.status === 'ready' && kept.value.length > 0 ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Reports kept on this device">
          {kept.value.map((report) => (
            <KeptReport key={report.key} report={report} ids={[reportKey, report.key]} />
          ))}
        </Stack>
      ) : kept.status === 'loading' ? null : (
        <Text size="sm" c="gray.7">
          {COMPARE_PICKER_TEXTS.noneKept}
        </Text>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          compareWithLink();
        }}
      >
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={COMPARE_PICKER_TEXTS.linkLabel}
            placeholder={`${window.location.origin}/results/…`}
            value={link}
            onChange={(event) => {
              setLink(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={25} color="indigo.8">
            {COMPARE_PICKER_TEXTS.compare}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

function KeptReport({ report, ids }: { report: ReportSummary; ids: string[] }) {
  const name = report.sharedAs ?? report.site;
  return (
    <Paper component="li" withBorder radius="md" px="md" py="xs">
      <Group justify="space-between" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Anchor renderRoot={(props) => <Link {...props} to="/compare" search={compareSearch(ids)} />} fw={700} c="indigo.9">
            {name}
          </Anchor>
          <Text size="sm" c="gray.7" truncate>
            {report.host} · {formatReportDate(report.date)}
          </Text>
        </div>
        <Badge variant="light" color="indigo.9">
          {report.level}
        </Badge>
      </Group>
    </Paper>
  );
}
