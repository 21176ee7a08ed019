import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../../../components/ui/placeholder-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/onboard')({
  component: () => <PlaceholderScreen title="Digite seu CPF" />,
});
