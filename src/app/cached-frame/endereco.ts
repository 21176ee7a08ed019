import { ADDRESS_INPUTS, addressToPaint } from './ready-address';
import { fragmentOf, link, paintFrame, rules } from './paint';
import { ADDRESS_FRAME } from './templates';

/**
 * Step 2's frame (./paint): the address form as the worker left it, inert until the app draws the
 * same form over it, 'Carregando...' where its buttons go. Values go in as attributes, never markup.
 */
paintFrame('endereco', async (records) => {
  // A browser without `inert` would show fields that take typing the app's render then drops: the heading only.
  if (!('inert' in HTMLElement.prototype)) return null;
  const address = await addressToPaint(records, rules(), link);
  if (address === null) return null;
  const frame = fragmentOf(ADDRESS_FRAME);
  const form = frame.querySelector('form');
  const inputs = form?.querySelectorAll('input');
  const select = form?.querySelector('select');
  if (!form || !select || inputs?.length !== ADDRESS_INPUTS.length) return null;
  const helperOf = (input: HTMLInputElement) => frame.getElementById(`${input.id}-helper`);
  ADDRESS_INPUTS.forEach((name, i) => {
    const input = inputs[i]!;
    const value = address.values[name];
    input.setAttribute('value', value);
    if (name === 'complement') {
      // 'Apenas letras, números e espaços, até 20 caracteres. 0/20': the count as the field says it.
      const helper = helperOf(input);
      if (helper) helper.textContent = (helper.textContent ?? '').replace(/\d+(\/\d+)$/, `${value.length}$1`);
    } else if ((name === 'street' || name === 'district' || name === 'city') && !address.locked[name]) {
      // The template has them locked ('Preenchido pelo CEP'); typed by the worker, they are not.
      input.removeAttribute('readonly');
      input.removeAttribute('aria-describedby');
      helperOf(input)?.remove();
    }
  });
  for (const option of select.options) option.toggleAttribute('selected', option.value === address.values.state);
  form.setAttribute('inert', '');
  // <main> scrolls the step: with its form inert, a keyboard still reaches it to scroll (axe's scrollable-region-focusable).
  frame.querySelector('main')?.setAttribute('tabindex', '0');
  return frame;
});
