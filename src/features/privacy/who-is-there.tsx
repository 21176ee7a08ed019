import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { leaveWorkspace } from '../../lib/flow/person';

const heading = css({ fontSize: '2xl', fontWeight: 'bold' });

/**
 * The question as the screen and its frame painted from the phone's copy before the app's code
 * (./who-is-there-frame) draw it: only the first name of the person the data belongs to, then
 * `actions` (the answers; the frame keeps their room).
 */
export function WhoIsThereView({ firstName, titleRef, actions }: { firstName: string; titleRef?: Ref<HTMLHeadingElement>; actions: ReactNode }) {
  return (
    <Page className={css({ p: '6', display: 'grid', gap: '4', alignContent: 'center', maxW: 'md', mx: 'auto' })}>
      <h1 ref={titleRef} tabIndex={-1} className={heading}>
        {firstName ? `Continuar como ${firstName}?` : 'Continuar o cadastro começado neste aparelho?'}
      </h1>
      <p>
        {firstName ? `Este aparelho guarda um cadastro em andamento de ${firstName}.` : 'Este aparelho guarda um cadastro em andamento.'} Para proteger os dados
        de quem começou, diga quem está usando agora.
      </p>
      {actions}
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Outra pessoa começa do zero. O cadastro já começado continua guardado neste aparelho, fora da sua vista, e volta quando a pessoa dele informar o próprio
        CPF neste link.
      </p>
    </Page>
  );
}

/**
 * Before a new session shows the data kept on this phone, who is there? 'Sou outra
 * pessoa' keeps that person's data out of sight (parked for their own link and CPF, lib/flow/person)
 * and starts clean.
 */
export default function WhoIsThere({
  base,
  firstName,
  onAnswered,
}: {
  base: string;
  firstName: string;
  /** `other`: the workspace was left for another person. */
  onAnswered: (other: boolean) => Promise<void> | void;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => title.current?.focus({ preventScroll: true }), []);
  const actions = (
    <>
      <Button full disabled={busy} onClick={() => void onAnswered(false)}>
        Sim, continuar
      </Button>
      <Button
        full
        variant="outline"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void leaveWorkspace(base)
            .then(() => onAnswered(true))
            .finally(() => setBusy(false));
        }}
      >
        Sou outra pessoa
      </Button>
    </>
  );
  return <WhoIsThereView firstName={firstName} titleRef={title} actions={actions} />;
}
