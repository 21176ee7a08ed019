import { createFileRoute } from '@tanstack/react-router';
import { BalanceLoadingScreen } from '../../../../features/loading/balance-loading-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/loading')({
  component: BalanceLoadingScreen,
});
