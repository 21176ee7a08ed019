import { createFileRoute } from '@tanstack/react-router';
import { ShowProposalScreen } from '../../../../features/proposal/post-confirmation/show-proposal-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/show-proposal')({
  component: ShowProposalScreen,
});
