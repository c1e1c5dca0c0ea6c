import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/notify.ts';
import { useOnlineStatus } from '../../lib/online-status.ts';
import { NeedsConnection } from '../pwa/connection-notices.tsx';
import { NEEDS_CONNECTION_TEXTS } from '../pwa/connection-texts.ts';
import { absoluteShareLink, createShare } from './create-share.ts';

/** SPEC sections 5 and 8: the share dialog's texts. */
export const SHARE_TEXTS = {
  nameRequiredTitle: 'Company name required',
  nameRequiredMessage: 'Please enter a company name to create a shareable link.',
  successTitle: 'Success!',
  created: 'Shareable link created successfully.',
  reused: 'Using current shareable link.',
  failed: 'Failed to create shareable link. Please try again.',
  copied: 'Link copied!',
} as const;

export interface ShareDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The analysis to share; absent when only the current shared link can be offered. */
  analysisId?: string;
  /** When the visitor is already on a shared report: its path, reused instead of making a new link. */
  currentSharePath?: string;
}

/** Step one: the company name and create; step two: the link with Copy and Done. */
export function ShareDialog({ opened, onClose, analysisId, currentSharePath }: ShareDialogProps) {
  const [companyName, setCompanyName] = useState('');
  const [link, setLink] = useState<string>();
  const linkInput = useRef<HTMLInputElement>(null);
  const online = useOnlineStatus();

  const creation = useMutation({
    mutationFn: (name: string) => createShare(analysisId ?? '', name),
    onSuccess: ({ shareUrl }) => {
      setLink(absoluteShareLink(shareUrl));
      toast({ title: SHARE_TEXTS.successTitle, message: SHARE_TEXTS.created });
    },
    onError: () => toast({ title: 'Error', message: SHARE_TEXTS.failed, destructive: true }),
  });

  useEffect(() => {
    if (!opened || !currentSharePath) return;
    setLink(absoluteShareLink(currentSharePath));
    toast({ id: 'share-reused', title: SHARE_TEXTS.successTitle, message: SHARE_TEXTS.reused });
  }, [opened, currentSharePath]);

  const blank = companyName.trim() === '';
  const attemptCreate = () => {
    if (creation.isPending || !online) return;
    if (blank) {
      toast({ title: SHARE_TEXTS.nameRequiredTitle, message: SHARE_TEXTS.nameRequiredMessage, destructive: true });
      return;
    }
    creation.mutate(companyName.trim());
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: SHARE_TEXTS.copied });
    } catch {
      // Clipboard refused (permissions, insecure context): leave the link selected to copy by hand.
      linkInput.current?.select();
      toast({ title: 'Copy the link', message: 'The link is selected: press Ctrl+C (or Cmd+C) to copy it.' });
    }
  };

  const close = () => {
    onClose();
    if (!currentSharePath) {
      setLink(undefined);
      setCompanyName('');
      creation.reset();
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Share this report" centered>
      {link ? (
        <Stack gap="md">
          <Text size="sm">Anyone with this link can open the report.</Text>
          <TextInput ref={linkInput} label="Shareable link" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
          <Group justify="flex-end">
            <Button variant="light" onClick={() => void copy()}>
              Copy
            </Button>
            <Button color="indigo.8" onClick={close}>
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            attemptCreate();
          }}
          noValidate
        >
          <Stack gap="md">
            <Text size="sm">The shared report is headed with this name, for example “Acme's Onboarding Acceleration”.</Text>
            {online ? null : <NeedsConnection>{NEEDS_CONNECTION_TEXTS.share}</NeedsConnection>}
            <TextInput
              label="Company name"
              placeholder="Acme"
              value={companyName}
              onChange={(event) => setCompanyName(event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter cannot submit through a disabled button, yet a blank name must still be explained.
                if (event.key === 'Enter' && blank) {
                  event.preventDefault();
                  attemptCreate();
                }
              }}
              maxLength={120}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button color="indigo.8" type="submit" disabled={blank || creation.isPending || !online}>
                {creation.isPending ? 'Creating link...' : 'Create link'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
