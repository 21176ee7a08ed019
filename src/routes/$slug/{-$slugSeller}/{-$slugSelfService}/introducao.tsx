import { createFileRoute } from '@tanstack/react-router';
import { AuthorizationGuideScreen } from '../../../../features/authorization-guide/authorization-guide-screen';
import { GUIDE_TITLES } from '../../../../features/authorization-guide/steps';

// Corban flow: the CPF entry's 'Vamos Lá' leads here, and 'Sim' on to /loading (reading B).
export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/introducao')({
  component: () => <AuthorizationGuideScreen title={GUIDE_TITLES.introducao} flow="corban" screen="introducao" />,
});
