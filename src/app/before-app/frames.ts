/**
 * The screens painted from the phone's copy before the app's code, by their name as the page's
 * first script finds it (./choose-frame: `endereco` is the wizard's step 2, `proposal` the Corban
 * `proposal/{id}`), each by its files in the screen's own folder without their ending:
 * `{path}-frame.tsx`, its markup (the screen's components, rendered at build time), and
 * `{path}-ready.ts`, when and with what it paints. Adding a frame is those two files and a line
 * here (docs/layout.md); the build (scripts/before-app.ts) does the rest. `question` is
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
