import { createFileRoute } from '@tanstack/react-router';
import { SimulationPreview } from '../../../../features/simulation/simulation-preview';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/simulacao')({
  component: SimulationPreview,
});
