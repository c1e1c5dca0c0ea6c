import { Button, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** SPEC section 2, Admin dashboard: one card per admin area (SPEC's two, then Watched Sites of issue #26). */
export function AdminDashboard() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Admin Dashboard
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <Card withBorder padding="lg" component="section" aria-labelledby="admin-card-vanity">
          <Title order={2} size="h3" id="admin-card-vanity">
            Vanity URLs
          </Title>
          <Text c="dimmed" mt="xs" mb="md">
            Give analysis results short, memorable links under /v/ and see how often each is opened.
          </Text>
          <Button component={Link} to="/admin/vanity" mt="auto">
            Manage Vanity URLs
          </Button>
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="admin-card-batch">
          <Title order={2} size="h3" id="admin-card-batch">
            Batch Processing
          </Title>
          <Text c="dimmed" mt="xs" mb="md">
            Analyse many websites at once from a CSV file or a list of addresses.
          </Text>
          <Button component={Link} to="/admin/batch" mt="auto">
            Manage Batch Jobs
          </Button>
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="admin-card-watches">
          <Title order={2} size="h3" id="admin-card-watches">
            Watched Sites
          </Title>
          <Text c="dimmed" mt="xs" mb="md">
            Analyse sites again on a schedule and hear when one loses ground: alerts here, by webhook and in a feed.
          </Text>
          <Button component={Link} to="/admin/watches" mt="auto">
            Manage Watched Sites
          </Button>
        </Card>
      </SimpleGrid>
    </Container>
  );
}
