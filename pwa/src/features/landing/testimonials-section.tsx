import { Anchor, Box, Center, Container, Loader, Paper, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useRuntimeConfig } from '../../lib/runtime-config.ts';
import { ANALYSIS_FORM_ID } from './early-presses.ts';
import { useExternalScript } from './use-external-script.ts';

/** The element the third-party testimonial widget renders into. */
export const TESTIMONIAL_WIDGET_ID = 'testimonial-widget';

/**
 * The configured testimonial widget, with a spinner while it loads. When it is not
 * configured, fails or times out, the section says so plainly instead of spinning.
 */
export function TestimonialsSection() {
  const config = useRuntimeConfig();
  const src = config.data?.testimonialWidgetUrl ?? '';
  const status = useExternalScript(src || undefined);
  // The pre-rendered page shows the spinner; hydration draws it too (the configuration may
  // already be at hand by then), and the next render what is known.
  const hydrated = useDeferredValue(true, false);
  const waiting = !hydrated || config.isPending || status === 'loading';
  const unavailable = !waiting && status !== 'ready';

  return (
    <Box component="section" aria-labelledby="testimonials-heading" py="xl" bg="gray.0">
      <Container size="lg">
        <Title order={2} id="testimonials-heading" ta="center" mb="lg">
          What SaaS teams say
        </Title>
        {waiting && (
          <Center py="xl">
            <Loader aria-label="Loading testimonials" />
          </Center>
        )}
        {unavailable && (
          <Paper withBorder radius="md" p="lg" maw={560} mx="auto" ta="center">
            <Text>Customer stories can't be shown right now.</Text>
            <Text size="sm" c="gray.7" mt={6}>
              Your own report is two minutes away:{' '}
              <Anchor href={`#${ANALYSIS_FORM_ID}`} c="indigo.8" underline="always">
                start your free analysis
              </Anchor>
              .
            </Text>
          </Paper>
        )}
        <div id={TESTIMONIAL_WIDGET_ID} data-testimonial-widget="" hidden={status !== 'ready'} />
      </Container>
    </Box>
  );
}
