import { Box, Button, Loader, Paper, Stack, TextInput } from '@mantine/core';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ANALYZE_FORM_PATH } from '../../../../engine/contract/analyze-form.ts';
import { ApiError } from '../../lib/api-client.ts';
import { isNetworkFailure, isOnline } from '../../lib/online-status.ts';
import { AdditionalOptions } from './additional-options.tsx';
import { AnalysisFailedBanner } from './analysis-failed-banner.tsx';
import { ANALYSIS_FORM_ID, takeHeldSubmit } from './early-submit.ts';
import { withDemoShortcut } from './example-addresses.ts';
import { ExampleChips } from './example-chips.tsx';
import { useAnalysisForm } from './use-analysis-form.ts';
import { useStartAnalysis } from './use-start-analysis.ts';

/**
 * What the visitor typed into the pre-rendered field before the app's code arrived.
 * Hydration would otherwise set the field back to the empty state it was rendered with.
 */
function addressTypedBeforeHydration(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLInputElement>(`#${ANALYSIS_FORM_ID} input[name="url"]`)?.value ?? '';
}

/**
 * The entry form: website address, additional options, submit (SPEC sections 2, 4, 5).
 * Before the app's code runs, the pre-rendered form is a plain HTML form the browser
 * posts to the server (ANALYZE_FORM_PATH), so no click is lost; once hydrated, the app
 * sends it itself. `refusedReason` is the server's reason when it sent a post back.
 */
export function AnalysisForm({ refusedReason }: { refusedReason?: string | undefined }) {
  const form = useAnalysisForm(addressTypedBeforeHydration);
  const hydrated = useHydrated();
  const startAnalysis = useStartAnalysis();
  const navigate = useNavigate();
  const [optionsOpen, setOptionsOpen] = useState(false);
  /** Set while the 'Analysis Failed' banner shows, with the server's reason when it gave one. */
  const [failure, setFailure] = useState<{ reason?: string | undefined } | undefined>(refusedReason === undefined ? undefined : { reason: refusedReason });
  const sending = startAnalysis.isPending;
  const formRef = useRef<HTMLFormElement>(null);

  // A press made offline before the app ran was held for it (early-submit.ts): send it now.
  useEffect(() => {
    if (formRef.current && takeHeldSubmit(formRef.current)) formRef.current.requestSubmit();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const check = form.submit();
    if (!check.ok) {
      // A message inside the collapsed options must not stay out of sight.
      if (Object.keys(check.errors).some((field) => field !== 'url')) setOptionsOpen(true);
      return;
    }
    setFailure(undefined);
    // DESIGN section 5: asked for offline (or sent and never answered), it waits in the
    // outbox and is sent when the connection returns.
    const queueForLater = () => {
      // Loaded on demand (from the precache when offline): IndexedDB stays out of the first screen's bundle.
      void import('../pwa/queue-analysis.ts').then(({ queueAnalysisForLater }) => queueAnalysisForLater(check.request));
    };
    if (!isOnline()) {
      queueForLater();
      return;
    }
    startAnalysis.mutate(check.request, {
      onSuccess: ({ analysisId }) => void navigate({ to: '/analyzing/$analysisId', params: { analysisId } }),
      onError: (error) => (isNetworkFailure(error) ? queueForLater() : setFailure({ reason: clientErrorReason(error) })),
    });
  }

  return (
    <Paper
      component="form"
      ref={formRef}
      id={ANALYSIS_FORM_ID}
      method="post"
      action={ANALYZE_FORM_PATH}
      onSubmit={handleSubmit}
      noValidate
      withBorder
      shadow="md"
      p="lg"
      radius="lg"
    >
      <Stack gap="md">
        {failure && <AnalysisFailedBanner reason={failure.reason} onTryAgain={() => setFailure(undefined)} />}
        <TextInput
          name="url"
          label="Your website"
          placeholder="yourcompany.com"
          size="md"
          value={form.values.url}
          onChange={(event) => form.setField('url', event.currentTarget.value)}
          error={form.errors.url}
          autoComplete="url"
          inputMode="url"
        />
        {/* Example chips and the options panel need the page's code: until it runs they are shown disabled, not doing nothing. */}
        <Box component="fieldset" disabled={!hydrated} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <ExampleChips onPick={(address) => form.setField('url', address)} />
            <AdditionalOptions
              expanded={optionsOpen}
              onToggle={() => setOptionsOpen((open) => !open)}
              values={form.values}
              errors={form.errors}
              setField={form.setField}
              onShortcut={(shortcut) => form.setField('url', withDemoShortcut(form.values.url, shortcut))}
            />
          </Stack>
        </Box>
        {/* Enabled from the first paint: before the app's code runs, the browser posts the form itself. */}
        <Button
          type="submit"
          size="lg"
          fullWidth
          fz={{ base: 'md', sm: 'lg' }}
          // The label wraps rather than being cut off on narrow phones.
          styles={{ root: { height: 'auto', minHeight: 50 }, label: { whiteSpace: 'normal', textAlign: 'center' } }}
          disabled={sending}
          leftSection={sending ? <Loader size={18} color="currentColor" aria-hidden="true" /> : undefined}
        >
          {sending ? 'Analyzing...' : 'Get your FREE Activation Strategy'}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The server's own words for a refusal of the request (4xx); a 5xx message says nothing a visitor can act on. */
function clientErrorReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : undefined;
}
