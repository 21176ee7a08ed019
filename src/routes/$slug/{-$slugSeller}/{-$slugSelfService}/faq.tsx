import { createFileRoute } from '@tanstack/react-router';
import { FaqScreen } from '../../../../features/faq/faq-screen';

export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}/faq')({
  component: FaqScreen,
});
