/**
 * The screens painted from the phone's copy before the app's code, by their name as the page's
 * first script finds it (./choose-frame: `endereco` is the wizard's step 2, `proposal` the Corban
 * `proposal/{id}`), each by its file in the screen's own folder without `-frame.tsx`: its markup
 * (the screen's components, rendered at build time). What it paints is what the screen last drew
 * of it (`useFrameCopy` in the screen, src/hooks/use-frame-copy). Adding a frame is that file, the
 * screen's call and a line here (docs/layout.md); the build (scripts/before-app.ts) does the rest. `question` is
 * 'Continuar como …?', which a new session on a link this phone has used asks first.
 */
export const FRAMES: Record<string, string> = {
  consulta: 'src/features/consultation/consulta',
  loading: 'src/features/consultation/loading',
  simulacao: 'src/features/simulation/simulation',
  proposal: 'src/features/corban-proposal/proposal',
  'show-proposal': 'src/features/proposal/post-confirmation/waiting',
  correcao: 'src/features/proposal/correction/correction',
  endereco: 'src/features/proposal/wizard/address',
  tutorial: 'src/features/authorization-guide/guide',
  introducao: 'src/features/authorization-guide/guide',
  selfie: 'src/features/identity/selfie',
  status: 'src/features/signature/status',
  'proposal/link': 'src/features/signature/final-step',
  question: 'src/features/privacy/who-is-there',
};
