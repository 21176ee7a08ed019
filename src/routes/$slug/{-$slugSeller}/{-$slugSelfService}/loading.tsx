import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../../../components/ui/placeholder-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/loading')({
  component: () => <PlaceholderScreen title="Consultando" />,
});
