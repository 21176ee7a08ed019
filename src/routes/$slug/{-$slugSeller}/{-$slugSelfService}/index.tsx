import { createFileRoute } from '@tanstack/react-router';
import { LandingScreen } from '../../../../features/landing/landing-screen';

/** A self-service link's level opens on the landing (the index is the identification). */
export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/')({
  component: LandingScreen,
});
