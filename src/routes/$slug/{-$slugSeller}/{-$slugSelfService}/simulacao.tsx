import { createFileRoute } from '@tanstack/react-router';
import { SimulationScreen } from '../../../../features/simulation/simulation-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/simulacao')({
  component: SimulationScreen,
});
