import type { ReactElement } from 'react';
import { LoadingScreen } from '../components/ui/loading-screen';
import { LandingShell } from '../features/landing/landing-shell';
import { STEP_FRAMES, StepPending } from '../features/proposal/wizard/step-layout';

/**
 * What index.html paints before any JavaScript arrives (a cheap phone on mobile data waits seconds
 * for it), by `<template>` id: its inline script picks one by the address, and React later
 * replaces it with the same markup (tests/unit/app/painted-frames.test.tsx keeps each template
 * identical to what these render).
 *
 * - `landing-shell`: a link's landing, the hero with the default brand (the product's own hosts).
 * - `step-N-shell`: the wizard's step N opened directly in a tab that has answered 'Continuar como
 *   …?' (a reload): the step's progress and heading, 'Carregando...' where its fields go.
 * - `loading-shell`: any other address, and any address on a tenant's host (its branding is not
 *   known before the app asks for it): spec section 2's startup spinner with 'Carregando...'.
 */
export const PAINTED_FRAMES: Record<string, () => ReactElement> = {
  'landing-shell': () => <LandingShell />,
  'loading-shell': () => <LoadingScreen />,
  ...Object.fromEntries(Object.entries(STEP_FRAMES).map(([etapa, frame]) => [`step-${etapa}-shell`, () => <StepPending {...frame} />])),
};
