import { Anchor, Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AdminAuthError } from '../../../lib/admin-api.ts';
import { toast } from '../../../lib/notify.ts';
import { useCreateBatch } from '../api/create-batch.ts';
import { reactToCreateFailure } from '../create-failure.ts';
import { downloadExampleCsv } from '../example-csv.ts';
import { isSingleUrl } from '../single-url.ts';
import { showCreateFailure } from './create-failure-toasts.tsx';
import { SupportedFormats } from './supported-formats.tsx';

/** SPEC section 9. */
const SINGLE_URL_TOAST_MS = 3000;
const EXAMPLE_DOWNLOADED_TOAST_MS = 5000;

interface Props {
  onCreated: (batchId: string) => void;
  onSessionExpired: (options?: { silent?: boolean }) => void;
}

/** SPEC section 2, Create: a file or pasted text becomes a batch job. */
export function CreateBatchTab({ onCreated, onSessionExpired }: Props) {
  const [csvText, setCsvText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const create = useCreateBatch();
  const cancelFailureToasts = useRef<() => void>(() => undefined);
  useEffect(() => () => cancelFailureToasts.current(), []);

  const changeText = (next: string) => {
    // Said once, when the text becomes a lone address, not on every keystroke after.
    if (isSingleUrl(next) && !isSingleUrl(csvText)) {
      toast({
        title: 'Single URL detected',
        message: 'This creates a batch of one website. Add more URLs, one per line, to analyse several at once.',
        duration: SINGLE_URL_TOAST_MS,
      });
    }
    setCsvText(next);
  };

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    try {
      changeText(await chosen.text());
    } catch {
      toast({ title: 'Could not read the file', message: `${chosen.name} could not be read. Please choose it again.`, destructive: true });
    }
  };

  const downloadExample = () => {
    downloadExampleCsv();
    toast({ title: 'Example CSV downloaded', message: 'Fill it in and upload it, or paste its rows below.', duration: EXAMPLE_DOWNLOADED_TOAST_MS });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (csvText.trim() === '') {
      toast({ title: 'CSV content required', message: 'Please upload a CSV file or enter CSV content', destructive: true });
      return;
    }
    const input = csvText;
    create.mutate(
      { csvContent: input },
      {
        onSuccess: (created) => {
          toast({ title: 'Batch job created', message: createdSummary(created) });
          setCsvText('');
          setFile(null);
          onCreated(created.batchId);
        },
        onError: (error) => {
          if (error instanceof AdminAuthError) {
            onSessionExpired();
            return;
          }
          const reaction = reactToCreateFailure(error, input);
          cancelFailureToasts.current();
          cancelFailureToasts.current = showCreateFailure(reaction);
          // SPEC section 8: a message about being unauthorized also ends the session.
          if (reaction.logout) onSessionExpired({ silent: true });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <SupportedFormats />
        <Group align="flex-end" justify="space-between" wrap="wrap">
          <FileInput
            label="Upload CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            clearable
            value={file}
            onChange={(chosen) => void chooseFile(chosen)}
            w={{ base: '100%', sm: 360 }}
          />
          <Anchor component="button" type="button" size="sm" onClick={downloadExample}>
            Download example CSV
          </Anchor>
        </Group>
        <Textarea
          label="CSV content or URL list"
          description="Paste a CSV with headers, or one website address per line."
          placeholder={'url,companyName\nhttps://example.com,Example Inc'}
          value={csvText}
          onChange={(event) => changeText(event.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={20}
          styles={{ input: { minHeight: 150, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } }}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={csvText === '' || create.isPending} loading={create.isPending}>
            Create Batch Job
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function createdSummary(created: { totalItems?: number; invalidItems?: number; duplicateItems?: number }): string {
  const parts = [`${created.totalItems ?? 0} website${created.totalItems === 1 ? '' : 's'} queued for analysis.`];
  if (created.invalidItems) parts.push(`${created.invalidItems} invalid entr${created.invalidItems === 1 ? 'y is' : 'ies are'} listed as failed.`);
  if (created.duplicateItems) parts.push(`${created.duplicateItems} duplicate${created.duplicateItems === 1 ? ' was' : 's were'} skipped.`);
  return parts.join(' ');
}
