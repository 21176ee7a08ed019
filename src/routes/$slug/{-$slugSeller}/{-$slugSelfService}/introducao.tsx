import { createFileRoute } from '@tanstack/react-router';
import { AuthorizationGuideScreen } from '../../../../features/authorization-guide/authorization-guide-screen';

// Corban flow: the CPF entry's 'Vamos Lá' leads here, and 'Sim' on to /loading (reading B).
export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/introducao')({
  component: () => <AuthorizationGuideScreen flow="corban" screen="introducao" />,
});
