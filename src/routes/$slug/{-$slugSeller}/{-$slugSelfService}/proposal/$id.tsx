import { createFileRoute } from '@tanstack/react-router';
import { CorbanProposalScreen } from '../../../../../features/corban-proposal/corban-proposal-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/proposal/$id')({
  component: ProposalRoute,
});

function ProposalRoute() {
  const { id } = Route.useParams();
  return <CorbanProposalScreen id={id} />;
}
