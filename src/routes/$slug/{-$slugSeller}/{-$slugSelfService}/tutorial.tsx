import { createFileRoute } from '@tanstack/react-router';
import { AuthorizationGuideScreen } from '../../../../features/authorization-guide/authorization-guide-screen';

// Self-service flow: the landing's 'Prosseguir' leads here, and 'Sim' on to the consultation.
export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/tutorial')({
  component: () => <AuthorizationGuideScreen flow="selfService" screen="tutorial" />,
});
