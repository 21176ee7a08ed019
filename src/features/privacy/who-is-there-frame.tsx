import { ButtonSpace } from '../../components/ui/button';
import { slot } from '../../lib/frame';
import { WhoIsThereView } from './who-is-there';

/** The room of the question's two answers, which come with the app. */
export const answersRoom = (
  <>
    <ButtonSpace name="yes" full>
      Sim, continuar
    </ButtonSpace>
    <ButtonSpace name="other" variant="outline" full>
      Sou outra pessoa
    </ButtonSpace>
  </>
);

/** 'Continuar como …?' painted from the phone's copy (./question-copy): the first name a slot, the answers' room kept. */
export default () => ({
  '': <WhoIsThereView firstName={slot('name')} actions={answersRoom} />,
});
