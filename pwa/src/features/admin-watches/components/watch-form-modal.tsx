import { Alert, Button, Checkbox, Group, Loader, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { ALERT_KINDS } from '../../../../../engine/contract/watch-rules.ts';
import type { Watch } from '../../../../../engine/contract/watches.ts';
import { adminErrorMessage } from '../../../lib/admin-api.ts';
import { toast } from '../../../lib/notify.ts';
import { useOnlineStatus } from '../../../lib/online-status.ts';
import { useValidatedForm } from '../../admin-auth/use-validated-form.ts';
import { useCreateWatch, useUpdateWatch } from '../api/save-watch.ts';
import { ALERT_KIND_LABELS, emptyWatchForm, SCHEDULE_CHOICES, watchFormSchema, watchFormValues, watchRequestBody } from '../watch-form-schema.ts';

/** Every IANA time zone the browser knows, for the picker; UTC at least. */
function timeZones(): string[] {
  try {
    return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  } catch {
    return ['UTC'];
  }
}

/** Creates a watch, or edits `watch`; `onSaved` gets the watch's id. */
export function WatchFormModal({
  watch,
  opened,
  onClose,
  onSaved,
}: {
  watch?: Watch;
  opened: boolean;
  onClose: () => void;
  onSaved: (watchId: string) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={watch ? 'Edit watch' : 'Watch a site'} centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {/* Keyed, so each opening starts from the watch as it is now. */}
      {opened && <WatchForm key={watch?.id ?? 'new'} watch={watch} onSaved={onSaved} />}
    </Modal>
  );
}

function WatchForm({ watch, onSaved }: { watch?: Watch; onSaved: (watchId: string) => void }) {
  const form = useValidatedForm(watchFormSchema, watch ? watchFormValues(watch) : emptyWatchForm());
  const create = useCreateWatch();
  const update = useUpdateWatch();
  const online = useOnlineStatus();
  const zones = useMemo(() => timeZones(), []);
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const submit = form.onSubmit((output) => {
    if (!online) return;
    const body = watchRequestBody(output);
    if (watch) {
      update.mutate(
        { watchId: watch.id, body: { ...body, webhookUrl: body.webhookUrl ?? null } },
        {
          onSuccess: () => {
            toast({ title: 'Watch saved', message: output.url });
            onSaved(watch.id);
          },
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: ({ watchId }) => {
          toast({ title: 'Watching the site', message: 'Its first run comes on its schedule, or now with Run now.' });
          onSaved(watchId);
        },
      });
    }
  });

  const alertOn = form.values.alertOn.split(',').filter(Boolean);
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput label="Website URL" placeholder="acme.com" autoComplete="off" data-autofocus {...form.fieldProps('url')} />
        <Select
          label="Schedule"
          data={[...SCHEDULE_CHOICES]}
          value={form.values.schedule}
          onChange={(value) => form.setField('schedule', value ?? 'daily')}
          allowDeselect={false}
          description="Daily and weekly runs come at a quiet hour of the night, each watch at a minute of its own."
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {form.values.schedule === 'custom' && (
          <TextInput
            label="Cron expression"
            placeholder="0 9 * * 1"
            autoComplete="off"
            description="minute hour day-of-month month day-of-week"
            {...form.fieldProps('cron')}
          />
        )}
        <Select
          label="Time zone"
          data={zones}
          searchable
          value={form.values.timeZone}
          onChange={(value) => form.setField('timeZone', value ?? 'UTC')}
          allowDeselect={false}
          error={form.errors.timeZone}
        />
        <Checkbox.Group label="Alert when" value={alertOn} onChange={(values) => form.setField('alertOn', values.join(','))} error={form.errors.alertOn}>
          <Stack gap={6} mt={6}>
            {ALERT_KINDS.map((kind) => (
              <Checkbox key={kind} value={kind} label={ALERT_KIND_LABELS[kind]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          label="Webhook URL (optional)"
          placeholder="https://hooks.example.com/onboarding"
          description="Alerts are POSTed here as JSON, signed with the watch's secret."
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="off"
          {...form.fieldProps('webhookUrl')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {adminErrorMessage(failure, watch ? 'Failed to save the watch' : 'Failed to create the watch')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={saving || !online} leftSection={saving ? <Loader size={16} color="gray" /> : undefined}>
            {watch ? 'Save changes' : 'Start watching'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
