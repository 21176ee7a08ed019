import { createFileRoute } from '@tanstack/react-router';
import { SelfieScreen } from '../../../../features/identity/selfie-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/selfie')({
  component: SelfieScreen,
});
