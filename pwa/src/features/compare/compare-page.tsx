import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from '../results/icons.tsx';
import { MOBILE_QUERY } from '../results/tabs/report-tabs.tsx';
import { WRAPPING_LABEL } from '../results/wrapping-label.ts';
import { columnName, ReportColumn } from './report-column.tsx';
import { useComparedReports } from './use-compared-reports.ts';

export const COMPARE_TEXTS = {
  title: 'Compare reports',
  intro: 'Side by side: level and score, friction, every signal and where to start.',
  badLink: 'A comparison needs two or three reports. Open one and choose "Compare with another site".',
  position: (index: number, count: number) => `Report ${index + 1} of ${count}`,
} as const;

/** /compare?ids=a,b[,c]: two or three reports in columns; on a phone one at a time with Back and Next. */
export function ComparePage({ ids }: { ids: string[] | undefined }) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${COMPARE_TEXTS.title} · Onboarding Analyzer`;
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{COMPARE_TEXTS.title}</Title>
          <Text c="gray.7">{ids ? COMPARE_TEXTS.intro : COMPARE_TEXTS.badLink}</Text>
        </div>
        {ids ? (
          <Columns ids={ids} />
        ) : (
          <Button color="indigo.8" component={Link} to="/" w="fit-content">
            Return Home
          </Button>
        )}
      </Stack>
    </Container>
  );
}

function Columns({ ids }: { ids: string[] }) {
  const columns = useComparedReports(ids);
  const mobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
  const [shown, setShown] = useState(0);
  // Each column is read beside the others: observed friction that appeared or went away since the same site's earlier run.
  const reports = columns.flatMap((column) => (column?.outcome?.kind === 'report' ? [column.outcome.result] : []));
  const nameOf = (index: number) => {
    const outcome = columns[index]?.outcome;
    return outcome?.kind === 'report' ? columnName(outcome.result) : COMPARE_TEXTS.position(index, ids.length);
  };

  if (!mobile) {
    return (
      <SimpleGrid cols={ids.length} spacing="lg">
        {ids.map((id, index) => (
          <ReportColumn key={id} reportKey={id} outcome={columns[index]?.outcome} engineNote={columns[index]?.engineNote} others={reports} />
        ))}
      </SimpleGrid>
    );
  }
  const current = Math.min(shown, ids.length - 1);
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7" aria-live="polite">
        {COMPARE_TEXTS.position(current, ids.length)}
      </Text>
      <ReportColumn
        key={ids[current]}
        reportKey={ids[current]!}
        outcome={columns[current]?.outcome}
        engineNote={columns[current]?.engineNote}
        others={reports}
      />
      <SimpleGrid cols={2} spacing="sm" component="nav" aria-label="Compared reports">
        {current > 0 ? (
          <Button variant="default" leftSection={<ArrowLeftIcon />} onClick={() => setShown(current - 1)} {...WRAPPING_LABEL}>
            {nameOf(current - 1)}
          </Button>
        ) : (
          <span />
        )}
        {current < ids.length - 1 ? (
          <Button variant="light" rightSection={<ArrowRightIcon />} onClick={() => setShown(current + 1)} {...WRAPPING_LABEL}>
            {nameOf(current + 1)}
          </Button>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
