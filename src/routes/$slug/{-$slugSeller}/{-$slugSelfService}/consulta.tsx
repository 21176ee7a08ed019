import { createFileRoute } from '@tanstack/react-router';
import { ConsultationScreen } from '../../../../features/consultation/consultation-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/consulta')({
  component: ConsultationScreen,
});
