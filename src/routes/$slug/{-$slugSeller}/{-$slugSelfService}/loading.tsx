import { createFileRoute } from '@tanstack/react-router';
import { CorbanLoadingScreen } from '../../../../features/consultation/loading-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/loading')({
  component: CorbanLoadingScreen,
});
