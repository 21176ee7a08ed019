import { createFileRoute } from '@tanstack/react-router';
import { CpfEntryScreen } from '../../../../features/cpf-entry/cpf-entry-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/onboard')({
  component: CpfEntryScreen,
});
