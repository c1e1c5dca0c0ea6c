import { Button, Loader, Paper, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { ANALYZE_FORM_PATH } from '../../../../engine/contract/analyze-form.ts';
import { ApiError } from '../../lib/api-client.ts';
import { isNetworkFailure, isOnline } from '../../lib/online-status.ts';
import { AdditionalOptions } from './additional-options.tsx';
import { AnalysisFailedBanner } from './analysis-failed-banner.tsx';
import { ANALYSIS_FORM_ID, readFormBeforeApp, submitLabelMark } from './early-presses.ts';
import { withDemoShortcut } from './example-addresses.ts';
import { ExampleChips } from './example-chips.tsx';
import { useAnalysisForm } from './use-analysis-form.ts';
import { useFormHandover } from './use-form-handover.ts';
import { useStartAnalysis } from './use-start-analysis.ts';

/**
 * The entry form: website address, additional options, submit (SPEC sections 2, 4, 5).
 * Before the app's code runs, the page's first script answers its controls and holds a
 * press of its button for the app (early-presses.ts); the app starts from what the form
 * shows then (hydration would otherwise set it back to the state it was rendered with),
 * and sends the held press itself. Without JavaScript the browser posts the form to the
 * server (ANALYZE_FORM_PATH). `refusedReason` is the server's reason when it sent a post back.
 */
export function AnalysisForm({ refusedReason }: { refusedReason?: string | undefined }) {
  const [before] = useState(readFormBeforeApp);
  const form = useAnalysisForm(() => ({ url: before.url, pricingUrl: before.pricingUrl }));
  const startAnalysis = useStartAnalysis();
  const navigate = useNavigate();
  const [optionsOpen, setOptionsOpen] = useState(before.optionsOpen);
  /** A press of the button that waits for the app (early-presses.ts): it reads as sending meanwhile. */
  const [heldSubmit, setHeldSubmit] = useState(before.submitHeld);
  /** Set while the 'Analysis Failed' banner shows, with the server's reason when it gave one. */
  const [failure, setFailure] = useState<{ reason?: string | undefined } | undefined>(refusedReason === undefined ? undefined : { reason: refusedReason });
  const sending = startAnalysis.isPending || heldSubmit;
  const formRef = useRef<HTMLFormElement>(null);

  useFormHandover(formRef, {
    heldShown: heldSubmit,
    onState: (shown) => {
      form.setField('url', shown.url);
      form.setField('pricingUrl', shown.pricingUrl);
      setOptionsOpen(shown.optionsOpen);
      if (shown.submitHeld) setHeldSubmit(true);
    },
    onHeldSubmit: () => {
      formRef.current?.requestSubmit();
      setHeldSubmit(false);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Not `sending`: a held press is sent through here while it still reads as sending.
    if (startAnalysis.isPending) return;
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
        <ExampleChips onPick={(address) => form.setField('url', address)} />
        <AdditionalOptions
          expanded={optionsOpen}
          onToggle={() => setOptionsOpen((open) => !open)}
          values={form.values}
          errors={form.errors}
          setField={form.setField}
          onShortcut={(shortcut) => form.setField('url', withDemoShortcut(form.values.url, shortcut))}
        />
        {/* Enabled from the first paint. Both labels are drawn, one shown: the first script shows the sending one for a held press (early-presses.ts). */}
        <Button
          type="submit"
          size="lg"
          fullWidth
          fz={{ base: 'md', sm: 'lg' }}
          // The label wraps rather than being cut off on narrow phones.
          styles={{ root: { height: 'auto', minHeight: 50 }, label: { whiteSpace: 'normal', textAlign: 'center' } }}
          disabled={sending}
        >
          <span {...submitLabelMark('idle')} hidden={sending}>
            Get your FREE Activation Strategy
          </span>
          <span {...submitLabelMark('sending')} hidden={!sending}>
            <Loader size={18} color="currentColor" aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 'var(--mantine-spacing-xs)' }} />
            Analyzing...
          </span>
        </Button>
      </Stack>
    </Paper>
  );
}

/** The server's own words for a refusal of the request (4xx); a 5xx message says nothing a visitor can act on. */
function clientErrorReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : undefined;
}
