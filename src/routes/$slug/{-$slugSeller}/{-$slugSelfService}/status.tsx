import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../../../components/ui/placeholder-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/status')({
  component: () => <PlaceholderScreen title="Status da proposta" />,
});
