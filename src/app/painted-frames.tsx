import type { ReactElement } from 'react';
import { css } from 'styled-system/css';
import { NETWORK_ERROR_MESSAGE } from '../api/errors';
import { Button } from '../components/ui/button';
import { LoadingScreen } from '../components/ui/loading-screen';
import { Page } from '../components/ui/page';
import { CpfEntryShell } from '../features/cpf-entry/cpf-entry-shell';
import { LandingShell } from '../features/landing/landing-shell';
import { STEP_FRAMES, StepPending } from '../features/proposal/wizard/step-layout';

/**
 * What index.html paints before any JavaScript arrives (a cheap phone on mobile data waits seconds
 * for it), by `<template>` id: the build renders each into index.html (scripts/before-app.ts), its
 * first script picks one by the address (./before-app/choose-frame), and React later replaces it
 * with the same markup.
 *
 * - `landing-shell`: a link's landing, the hero with the default brand (the product's own hosts).
 * - `onboard-shell`: the Corban link's CPF entry, opened where it resumes no Corban screen (a first
 *   open of the correspondent's link, a reload): its logo, headline, form (inert) and footer, default brand.
 * - `step-N-shell`: the wizard's step N opened directly in a tab that has answered 'Continuar como
 *   …?' (a reload): the step's progress and heading, 'Carregando...' where its fields go.
 * - `loading-shell`: any other address, and any address on a tenant's host (its branding is not
 *   known before the app asks for it): spec section 2's startup spinner with 'Carregando...'.
 * - `load-failed`: what replaces any of them when the app's code cannot arrive (offline before the
 *   service worker holds it, a network error): what happened, and 'Tentar novamente' (a reload),
 *   never a frame or a spinner forever (./before-app/load-app).
 */
export const PAINTED_FRAMES: Record<string, () => ReactElement> = {
  'landing-shell': () => <LandingShell />,
  'onboard-shell': () => <CpfEntryShell />,
  'loading-shell': () => <LoadingScreen />,
  'load-failed': () => <LoadFailed />,
  ...Object.fromEntries(Object.entries(STEP_FRAMES).map(([etapa, frame]) => [`step-${etapa}-shell`, () => <StepPending {...frame} />])),
};

function LoadFailed() {
  return (
    <Page className={css({ p: '6', display: 'grid', gap: '4', alignContent: 'start' })}>
      <p role="alert">{NETWORK_ERROR_MESSAGE}</p>
      <Button>Tentar novamente</Button>
    </Page>
  );
}
