import { DEFAULT_BRANDING } from '../../lib/branding/branding';
import { CpfEntryPage } from './cpf-entry-screen';
import { CpfForm } from './cpf-form';

const ignore = () => undefined;

/**
 * What index.html paints before JavaScript on the Corban link's `onboard`: the screen as
 * the app first draws it with nothing typed, default brand, its form inert until the app's code
 * replaces it with the same markup (the worker's typed CPF, if any, then shows in the field).
 */
export function CpfEntryShell() {
  return (
    <CpfEntryPage branding={DEFAULT_BRANDING}>
      <CpfForm cpf="" onCpfChange={ignore} onSubmit={ignore} inert />
    </CpfEntryPage>
  );
}
