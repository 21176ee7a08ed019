import { createFileRoute } from '@tanstack/react-router';
import { StatusScreen } from '../../../../features/signature/status-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/status')({
  component: StatusScreen,
});
