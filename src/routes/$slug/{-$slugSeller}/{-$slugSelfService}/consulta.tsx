import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../../../components/ui/placeholder-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/consulta')({
  component: () => <PlaceholderScreen title="Consultando na CEF" />,
});
