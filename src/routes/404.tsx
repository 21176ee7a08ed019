import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../features/not-found/not-found-screen';

export const Route = createFileRoute('/404')({ component: NotFoundScreen });
