import { createFileRoute } from '@tanstack/react-router';
import { ProposalPlaceholderScreen } from '../../../../../features/proposal-placeholder/proposal-placeholder-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/proposal/$id')({
  component: ProposalRoute,
});

function ProposalRoute() {
  const { id } = Route.useParams();
  return <ProposalPlaceholderScreen id={id} />;
}
