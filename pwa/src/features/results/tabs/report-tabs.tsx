import { Button, Center, Loader, SimpleGrid, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useRef } from 'react';
import { FrictionTab } from '../friction/friction-tab.tsx';
import { ArrowLeftIcon, ArrowRightIcon } from '../icons.tsx';
import { MaturityTab } from '../maturity/maturity-tab.tsx';
import type { ReportResult } from '../report-source.ts';
import { StrategyTab } from '../strategy/strategy-tab.tsx';
import { WhatsNextTab } from '../whats-next/whats-next-tab.tsx';
import { usePrinting } from '../download-pdf/use-printing.ts';
import { WRAPPING_LABEL } from '../wrapping-label.ts';
import { isReportTabKey, neighbourTabs, REPORT_TABS, type ReportTabKey } from './report-tab-keys.ts';

// The charts library comes with this tab only, never with the landing page or the other tabs.
const RevenueTab = lazy(() => import('../revenue/revenue-tab.tsx'));

/** SPEC section 2: under 768 px wide the report gets Back and Next buttons. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export interface ReportTabsProps {
  result: ReportResult;
  tab: ReportTabKey;
  onTabChange: (tab: ReportTabKey) => void;
  onShare?: () => void;
}

export function ReportTabs({ result, tab, onTabChange, onShare }: ReportTabsProps) {
  // Read while rendering (this screen is never pre-rendered), so the report is not drawn a second time once mounted.
  const mobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
  const tabBar = useRef<HTMLDivElement>(null);
  const { previous, next } = neighbourTabs(tab);
  // A print of the page (Download PDF's fallback) shows every tab, not just the open one.
  const printing = usePrinting();
  const printLabel = (key: ReportTabKey) => REPORT_TABS.find((entry) => entry.key === key)?.label;

  const goTo = (key: ReportTabKey) => {
    onTabChange(key);
    tabBar.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <Tabs value={tab} onChange={(value) => isReportTabKey(value) && onTabChange(value)} keepMounted={printing} keepMountedMode="display-none">
        <Tabs.List ref={tabBar} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollMarginTop: 16 }}>
          {REPORT_TABS.map(({ key, label }) => (
            <Tabs.Tab key={key} value={key} style={{ whiteSpace: 'nowrap' }}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="maturity" pt="lg" data-print-label={printLabel('maturity')}>
          <MaturityTab result={result} />
        </Tabs.Panel>
        <Tabs.Panel value="revenue" pt="lg" data-print-label={printLabel('revenue')}>
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label="Loading the revenue tab" />
              </Center>
            }
          >
            <RevenueTab result={result} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="friction" pt="lg" data-print-label={printLabel('friction')}>
          <FrictionTab friction={result.friction} siteUrl={result.url} />
        </Tabs.Panel>
        <Tabs.Panel value="strategy" pt="lg" data-print-label={printLabel('strategy')}>
          <StrategyTab strategies={result.strategies} siteUrl={result.url} />
        </Tabs.Panel>
        <Tabs.Panel value="whatsnext" pt="lg" data-print-label={printLabel('whatsnext')}>
          <WhatsNextTab result={result} onShare={onShare} />
        </Tabs.Panel>
      </Tabs>
      {mobile ? (
        <SimpleGrid cols={2} spacing="sm" mt="lg" component="nav" aria-label="Report sections">
          {previous ? (
            <Button variant="default" leftSection={<ArrowLeftIcon />} onClick={() => goTo(previous.key)} {...WRAPPING_LABEL}>
              {previous.label}
            </Button>
          ) : (
            <span />
          )}
          {next ? (
            <Button variant="light" rightSection={<ArrowRightIcon />} onClick={() => goTo(next.key)} {...WRAPPING_LABEL}>
              {next.label}
            </Button>
          ) : null}
        </SimpleGrid>
      ) : null}
    </>
  );
}
