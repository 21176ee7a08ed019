import { createFileRoute } from '@tanstack/react-router';
import { CorrectionScreen } from '../../../../features/proposal/correction/correction-screen';

/** Step 6, 'Corrigir Dados' (spec section 4): its own screen after step 5, so resume and the guards know it. */
export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/correcao')({
  component: CorrectionScreen,
});
