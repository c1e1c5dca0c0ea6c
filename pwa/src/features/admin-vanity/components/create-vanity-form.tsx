import { Alert, Button, Card, Loader, Stack, TextInput, Title } from '@mantine/core';
import { adminErrorMessage } from '../../../lib/admin-api.ts';
import { toast } from '../../../lib/notify.ts';
import { useOnlineStatus } from '../../../lib/online-status.ts';
import { useValidatedForm } from '../../admin-auth/use-validated-form.ts';
import { useCreateVanityUrl } from '../api/create-vanity-url.ts';
import { type VanityFormValues, vanityCreateBody, vanityFormSchema } from '../vanity-form-schema.ts';
import { vanityLink } from '../vanity-link.ts';

const EMPTY_FORM: VanityFormValues = { vanityPath: '', analysisUrl: '' };

/** SPEC section 2, Vanity administration: the create form. */
export function CreateVanityForm() {
  const form = useValidatedForm(vanityFormSchema, EMPTY_FORM);
  const create = useCreateVanityUrl();
  const online = useOnlineStatus();

  const submit = form.onSubmit((output) => {
    if (!online) return; // the page says a connection is needed
    create.mutate(vanityCreateBody(output), {
      onSuccess: ({ vanity }) => {
        toast({ title: 'Vanity URL created successfully', message: vanityLink(vanity.vanityPath) });
        form.reset();
      },
    });
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="create-vanity-title">
      <form noValidate onSubmit={submit}>
        <Stack>
          <Title order={2} size="h3" id="create-vanity-title">
            Create Vanity URL
          </Title>
          <TextInput
            label="Vanity Path"
            placeholder="company-name"
            leftSection="/v/"
            leftSectionWidth={36}
            autoComplete="off"
            {...form.fieldProps('vanityPath')}
          />
          <TextInput
            label="Analysis URL"
            placeholder={`${window.location.origin}/results/3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c`}
            description="Paste the full analysis results URL"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="off"
            {...form.fieldProps('analysisUrl')}
          />
          {create.isError && (
            <Alert color="red" role="alert">
              {adminErrorMessage(create.error, 'Failed to create vanity URL')}
            </Alert>
          )}
          <Button
            type="submit"
            disabled={create.isPending || !online}
            leftSection={create.isPending ? <Loader size={16} color="gray" /> : undefined}
            style={{ alignSelf: 'flex-start' }}
          >
            Create Vanity URL
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
