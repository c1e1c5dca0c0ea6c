import { createFileRoute } from '@tanstack/react-router';
import { VanityResolverPage } from '../features/vanity-resolver/vanity-resolver-page.tsx';

export const Route = createFileRoute('/v/$path')({
  component: VanityRoute,
});

function VanityRoute() {
  const { path } = Route.useParams();
  return <VanityResolverPage key={path} vanityPath={path} />;
}
