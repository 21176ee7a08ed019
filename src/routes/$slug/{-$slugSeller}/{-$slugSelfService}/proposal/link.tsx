import { createFileRoute } from '@tanstack/react-router';
import { FinalStepScreen } from '../../../../../features/signature/final-step-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/proposal/link')({
  component: FinalStepScreen,
});
